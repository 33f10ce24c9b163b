import { type OrganizerStatusName, organizerStatusLabels } from '@storefront/contracts/messages';
import { StatusBadge, type Tone } from '../status-badge.tsx';

const tones: Record<OrganizerStatusName, Tone> = {
  pending: 'waiting',
  approved: 'good',
  declined: 'neutral',
  paused: 'stopped',
};

export const OrganizerStatusBadge = ({ status }: { status: OrganizerStatusName }) => (
  <StatusBadge label={organizerStatusLabels[status]} tone={tones[status]} />
);
