import type { EventStatus } from '@storefront/contracts/rules';
import { StatusBadge, type Tone } from '../status-badge.tsx';

const labels: Record<EventStatus, string> = { draft: 'Draft', published: 'Published', cancelled: 'Cancelled' };
const tones: Record<EventStatus, Tone> = { draft: 'neutral', published: 'good', cancelled: 'stopped' };

export const EventStatusBadge = ({ status }: { status: EventStatus }) => (
  <StatusBadge label={labels[status]} tone={tones[status]} />
);

export const statusLabel = (status: EventStatus) => labels[status];
