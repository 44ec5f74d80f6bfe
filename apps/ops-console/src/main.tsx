import { bootstrapPortal } from '@forwarder/portal-shell';
import { portal } from './app/portal';

bootstrapPortal(portal);
