import { formatLongDateTime, formatNaira } from '@storefront/contracts/format';
import type { AdminOrderDetail } from '@storefront/contracts/messages';
import type { ReactNode } from 'react';
import { EmailLink } from '../email-link.tsx';
import { Card, Facts, when } from './order-facts.tsx';
import { TicketStatusBadge } from './order-status.tsx';

// The order page's four cards, one component each.

export function EventCard({ order }: { order: AdminOrderDetail }) {
  return (
    <Card title="Event and seats">
      <Facts
        rows={[
          ['Event', order.event.title],
          // By the venue's clock, as the ticket shows it.
          [
            'Starts',
            <time key="starts" dateTime={order.event.startsAt}>
              {formatLongDateTime(order.event.startsAt, order.event.timeZone, order.event.city)}
            </time>,
          ],
          ['Venue', `${order.event.venue}, ${order.event.city}`],
          ['Seats', `${order.quantity} × ${formatNaira(order.unitPrice)}`],
          ['Total', <strong key="total">{formatNaira(order.amount)}</strong>],
          ['Placed', when(order.createdAt)],
        ]}
      />
    </Card>
  );
}

export function BuyerCard({ order }: { order: AdminOrderDetail }) {
  return (
    <Card title="Buyer">
      <Facts
        rows={[
          ['Name', [order.buyer.firstName, order.buyer.lastName].filter(Boolean).join(' ')],
          ['Email', <EmailLink key="email" address={order.buyer.email} />],
          ['Phone', order.buyer.phoneNumber],
          [
            'Account',
            <span key="account" className="font-mono text-xs">
              {order.buyer.userId}
            </span>,
          ],
          [
            'Gift for',
            order.gift
              ? `${[order.gift.firstName, order.gift.lastName].filter(Boolean).join(' ')} (${order.gift.email})`
              : 'Not a gift',
          ],
        ]}
      />
    </Card>
  );
}

export function PaymentCard({ order }: { order: AdminOrderDetail }) {
  return (
    <Card title="Payment">
      <Facts
        rows={[
          ['Provider', order.payment.provider === 'simulator' ? 'Payment simulator (test mode)' : 'Paystack'],
          ['Amount', `${formatNaira(order.amount)} (${order.currency})`],
          ['Paid', when(order.payment.paidAt, 'Not paid')],
          ...(order.status === 'pending'
            ? ([['Hold until', when(order.payment.holdExpiresAt)]] as [string, ReactNode][])
            : []),
          ['Refund asked', when(order.payment.refundRequestedAt, 'Never')],
          ...(order.payment.refundProviderStatus
            ? ([['Provider says', order.payment.refundProviderStatus]] as [string, ReactNode][])
            : []),
          ...(order.payment.refundError
            ? ([
                [
                  'Last refund error',
                  <span key="e" className="text-danger">
                    {order.payment.refundError}
                  </span>,
                ],
              ] as [string, ReactNode][])
            : []),
          ['Refunded', when(order.payment.refundedAt, 'No')],
        ]}
      />
    </Card>
  );
}

export function TicketCard({ order }: { order: AdminOrderDetail }) {
  return (
    <Card title="Ticket">
      {order.ticket ? (
        <Facts
          rows={[
            [
              'Ticket ID',
              <span key="id" className="font-mono text-xs">
                {order.ticket.id}
              </span>,
            ],
            ['Status', <TicketStatusBadge key="s" status={order.ticket.status} />],
            ['Issued', when(order.ticket.issuedAt)],
            ['Checked in', when(order.ticket.usedAt, 'Not yet')],
            ['At the door', `${order.ticket.admitted} of ${order.ticket.admits} in`],
            [
              'Page',
              <a
                key="page"
                href={order.ticket.pagePath}
                target="_blank"
                rel="noreferrer"
                className="text-brand-700 underline"
              >
                Open the ticket page<span className="sr-only"> (new tab)</span>
              </a>,
            ],
          ]}
        />
      ) : (
        <p className="text-sm text-muted">No ticket was issued for this order.</p>
      )}
    </Card>
  );
}
