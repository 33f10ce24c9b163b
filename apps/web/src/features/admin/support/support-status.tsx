import { type SupportStatus, supportStatusLabels } from '@storefront/contracts/messages';
import { StatusBadge, type Tone } from '../status-badge.tsx';

const tones: Record<SupportStatus, Tone> = { open: 'waiting', answered: 'good', closed: 'neutral' };

export const SupportStatusBadge = ({ status }: { status: SupportStatus }) => (
  <StatusBadge label={supportStatusLabels[status]} tone={tones[status]} />
);
