// The customer-messages feature's public surface: the transports its gateways implement, the
// outbox that order writes queue messages in (in their transaction), and the queuing of the
// day-based messages and the sending that the scheduler runs.
export {
  MessageOutcomeUnknownError,
  MessageSendError,
  requestFailure,
  smsMessageTransport,
  type MessageTransport,
} from './message-transport';
export { queueCustomerMessage } from './outbox';
export { queueScheduledCustomerMessages } from './scheduled-messages';
export { sendDueCustomerMessages } from './send-customer-messages';
export { whatsAppChatLink } from './customer-messages.service';
export { unsentMessageFacts, wordMessage } from './message-facts';
