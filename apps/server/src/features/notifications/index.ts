// The notifications feature's public surface: storing notices (and pushing them).
export { notify, type NotifyInput } from './notifications.service';
