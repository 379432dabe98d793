import { shellStrings } from '../strings';
import classes from './SkipLink.module.css';

export const MAIN_ID = 'main-content';

/** The first stop of the Tab key: straight to the screen's content past the header and the sidebar. */
export function SkipLink() {
  return (
    <a
      className={classes.link}
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        // Focus without putting a hash into the router's address.
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {shellStrings.skipToContent}
    </a>
  );
}
