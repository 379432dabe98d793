/** The managers' permissions: the routes, and changing one (the operator's tools do, with its audit entry). */
export { permissionsModule } from './routes';
export { changeEmployeePermission, type PermissionChange } from './service';
