// The notifications feature's public surface: storing notices (and pushing them).
export { notify, notifyLatest, type NotifyInput } from './notifications.service';
