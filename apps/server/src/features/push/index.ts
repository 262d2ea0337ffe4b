// The push feature's public surface: the push service and the queues writes hand notices to.
export {
  createInstallationPushService,
  type PushDispatch,
  type PushItem,
  type PushQueue,
  type PushService,
} from './push.service';
