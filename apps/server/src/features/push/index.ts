// The push feature's public surface: the push service, the queues writes hand notices to, and
// the transport its gateway implements.
export {
  createInstallationPushService,
  type PushDispatch,
  type PushItem,
  type PushQueue,
  type PushService,
} from './push.service';
export type { ResolvedAddress } from './push-endpoint';
export type { PushRequest, PushTransport } from './push-transport';
