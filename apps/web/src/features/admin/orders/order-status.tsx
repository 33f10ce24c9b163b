import type { TicketStatus } from '@storefront/contracts/api';
import { orderStatusLabels, ticketStatusLabels } from '@storefront/contracts/messages';
import type { OrderStatus } from '@storefront/contracts/rules';
import { StatusBadge, type Tone } from '../status-badge.tsx';

const orderTones: Record<OrderStatus, Tone> = {
  paid: 'good',
  pending: 'waiting',
  refund_pending: 'waiting',
  refunded: 'neutral',
  expired: 'neutral',
  failed: 'stopped',
};

const ticketTones: Record<TicketStatus, Tone> = { unused: 'good', used: 'neutral', cancelled: 'stopped' };

export const OrderStatusBadge = ({ status }: { status: OrderStatus }) => (
  <StatusBadge label={orderStatusLabels[status]} tone={orderTones[status]} />
);

export const TicketStatusBadge = ({ status }: { status: TicketStatus }) => (
  <StatusBadge label={ticketStatusLabels[status]} tone={ticketTones[status]} />
);
