// The customer-messages feature's public surface: the gateways, and the queuing of the
// day-based messages and the sending that the scheduler runs.
export {
  MessageOutcomeUnknownError,
  MessageSendError,
  requestFailure,
  smsMessageTransport,
  type MessageTransport,
} from './message-transport';
export { queueScheduledCustomerMessages } from './scheduled-messages';
export { sendDueCustomerMessages } from './send-customer-messages';
export { whatsAppChatLink } from './customer-messages.service';
export { unsentMessageFacts, wordMessage } from './message-facts';
