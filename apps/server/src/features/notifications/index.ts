// The notifications feature's public surface: storing notices (and pushing them).
export {
  deleteNotificationsOlderThan,
  notify,
  notifyLatest,
  type NotifyInput,
} from './notifications.service';
