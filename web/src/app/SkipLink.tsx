import { MAIN_ID } from '../shared/ui/landmarks';
import { useText } from './i18n';
import classes from './SkipLink.module.css';

/**
 * The first stop of the Tab key on every screen, before the low-vision panel, the header and the
 * sidebar: straight to the screen's `main` (the shell's, or the sign-in's), which takes the focus.
 */
export function SkipLink() {
  const t = useText();
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
      {t('shell.skipToContent')}
    </a>
  );
}
