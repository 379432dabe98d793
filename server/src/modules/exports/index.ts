/**
 * Generated files behind unguessable, expiring links: the download route and the store the
 * exporting modules write to.
 */
export { exportsModule } from './routes';
export { exportStore, type ExportStore } from './store';
