/** Health and the settings the web app reads before sign-in. */
export { platformModule } from './routes';
