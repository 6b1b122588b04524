<?php
/**
 * Turns a queued row into an e-mail and sends it.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Engagement;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\MailQueueRepository;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Database\UpdateRepository;
use P2PFundraising\Donations\Dedication;
use P2PFundraising\Donations\DonationMessage;
use P2PFundraising\Frontend\Urls;
use P2PFundraising\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Reads what the e-mail is about at sending time, with the figures of the event it announces as
 * they were queued (decision 0061), fills the administrator's template, adds the unsubscribe
 * link (also as List-Unsubscribe headers) and sends with wp_mail(). A switched-off kind, an
 * unsubscribed recipient or a fundraiser that is gone is skipped, not sent.
 */
final class MailComposer {

	/** Kind of the queued e-mail of an update to a donor (not an administrator template). */
	public const DONOR_UPDATE = 'donor_update';

	/**
	 * Sends one queued e-mail.
	 *
	 * @param array{kind: string, user_id: int, fundraiser_id: int, payload: array<string, mixed>} $row Claimed row.
	 * @return string MailQueueRepository status: sent, skipped or failed.
	 */
	public static function send( array $row ): string {
		$kind = $row['kind'];
		if ( self::DONOR_UPDATE === $kind ) {
			return self::send_donor_update( $row['payload'] );
		}
		if ( EmailTemplates::DONOR_RECEIPT === $kind ) {
			return ReceiptMail::send( $row['payload'] );
		}
		if ( EmailTemplates::DEDICATION_NOTICE === $kind ) {
			return DedicationMail::send( $row['payload'] );
		}
		if ( ! in_array( $kind, EmailTemplates::KINDS, true ) ) {
			return MailQueueRepository::STATUS_SKIPPED;
		}
		$template = EmailTemplates::get( $kind );
		$user     = get_userdata( $row['user_id'] );
		if ( ! $template['enabled'] || false === $user || ! is_email( $user->user_email ) || Unsubscribe::has_opted_out( $user->ID, $kind ) ) {
			return MailQueueRepository::STATUS_SKIPPED;
		}
		$values = self::values( $row );
		if ( null === $values ) {
			return MailQueueRepository::STATUS_SKIPPED;
		}
		$mail = self::compose( EmailTemplates::placing_donor_message( $kind, $template ), $values, Unsubscribe::url( $user->ID, $kind ) );
		return wp_mail( $user->user_email, $mail['subject'], $mail['body'], $mail['headers'] )
			? MailQueueRepository::STATUS_SENT
			: MailQueueRepository::STATUS_FAILED;
	}

	/**
	 * An update to a donor who asked for them and has not unsubscribed since: the update's text,
	 * its page and the unsubscribe link. Skipped when the update was hidden or deleted meanwhile.
	 *
	 * @param array<string, mixed> $payload update_id, donation_id.
	 */
	private static function send_donor_update( array $payload ): string {
		$update   = ( new UpdateRepository() )->find( (int) ( $payload['update_id'] ?? 0 ) );
		$donation = ( new DonationRepository() )->find( (int) ( $payload['donation_id'] ?? 0 ) );
		if ( null === $update || null === $donation || UpdateRepository::STATUS_VISIBLE !== $update['status'] || 1 !== (int) $donation['updates_opt_in'] || ! is_email( (string) $donation['donor_email'] ) ) {
			return MailQueueRepository::STATUS_SKIPPED;
		}
		if ( ! self::consented_to( $donation, $update ) || DonorOptOut::has( (string) $donation['donor_email'] ) ) {
			return MailQueueRepository::STATUS_SKIPPED; // Moved since it was queued, or the donor left every fundraiser mail.
		}
		$campaign = ( new CampaignRepository() )->find( (int) $update['campaign_id'] );
		$entity   = 'team' === $update['author_type'] ? ( new TeamRepository() )->find( (int) $update['entity_id'] ) : ( new FundraiserRepository() )->find( (int) $update['entity_id'] );
		if ( null === $campaign || null === $entity ) {
			return MailQueueRepository::STATUS_SKIPPED;
		}
		$name  = Text::one_line( (string) $entity['name'] );
		$url   = 'team' === $update['author_type'] ? Urls::team( (string) $campaign['slug'], (int) $entity['id'] ) : Urls::fundraiser( (string) $campaign['slug'], (int) $entity['id'] );
		$leave = Unsubscribe::donor_url( (int) $donation['id'] );
		/* translators: %s: fundraiser or team name. */
		$subject = sprintf( __( 'News from %s', 'p2p-fundraising' ), $name );
		$body    = (string) $update['body']
			. "\n\n" . sprintf(
				/* translators: 1: fundraiser or team name, 2: their page. */
				__( 'Read more and follow %1$s: %2$s', 'p2p-fundraising' ),
				$name,
				$url
			)
			. "\n\n-- \n" . sprintf(
				/* translators: 1: fundraiser or team name, 2: unsubscribe link. */
				__( 'You receive this e-mail because you asked for updates from %1$s when you donated. To stop them, open: %2$s', 'p2p-fundraising' ),
				$name,
				$leave
			);
		$headers = array(
			'Content-Type: text/plain; charset=UTF-8',
			'List-Unsubscribe: <' . esc_url_raw( $leave ) . '>',
			'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
		);
		return wp_mail( (string) $donation['donor_email'], $subject, $body, $headers ) ? MailQueueRepository::STATUS_SENT : MailQueueRepository::STATUS_FAILED;
	}

	/**
	 * Whether the donation's consent covers the update's sender (UpdateRepository::consent_condition()).
	 *
	 * @param array<string, mixed> $donation Donation row.
	 * @param array<string, mixed> $update   Update row.
	 */
	private static function consented_to( array $donation, array $update ): bool {
		if ( 'team' === $update['author_type'] ) {
			return (int) $donation['team_id'] === (int) $update['entity_id'] && 0 === (int) $donation['fundraiser_id'];
		}
		return (int) $donation['fundraiser_id'] === (int) $update['entity_id'];
	}

	/**
	 * Subject, body and headers of a template filled with values.
	 *
	 * @param array{subject: string, body: string} $template    Template.
	 * @param array<string, string>                $values      Placeholder values.
	 * @param string                               $unsubscribe Unsubscribe URL.
	 * @return array{subject: string, body: string, headers: string[]}
	 */
	public static function compose( array $template, array $values, string $unsubscribe ): array {
		$subject = Text::one_line( EmailTemplates::fill( $template['subject'], $values ) );
		$body    = rtrim( EmailTemplates::fill( $template['body'], $values ) )
			. "\n\n-- \n"
			. sprintf(
				/* translators: %s: unsubscribe link. */
				__( 'You receive this e-mail because you fundraise on this site. To stop receiving this kind of e-mail, open: %s', 'p2p-fundraising' ),
				$unsubscribe
			);
		return array(
			'subject' => $subject,
			'body'    => $body,
			'headers' => array(
				'Content-Type: text/plain; charset=UTF-8',
				'List-Unsubscribe: <' . esc_url_raw( $unsubscribe ) . '>',
				'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
			),
		);
	}

	/**
	 * The placeholder values of a row, or null when what it is about is gone.
	 *
	 * @param array{kind: string, user_id: int, fundraiser_id: int, payload: array<string, mixed>} $row Row.
	 * @return array<string, string>|null
	 */
	private static function values( array $row ): ?array {
		$fundraiser = ( new FundraiserRepository() )->find( $row['fundraiser_id'] );
		if ( null === $fundraiser ) {
			return null;
		}
		$campaign = ( new CampaignRepository() )->find( (int) $fundraiser['campaign_id'] );
		if ( null === $campaign ) {
			return null;
		}
		$values  = self::fundraiser_values( $fundraiser, $campaign );
		$payload = $row['payload'];
		// The figures of the event the e-mail announces, when it was queued with them (decision 0061).
		if ( isset( $payload['raised'], $payload['goal'] ) ) {
			$values['amount_raised'] = Settings::format_money( (float) $payload['raised'] );
			$values['goal']          = Settings::format_money( (float) $payload['goal'] );
		}
		switch ( $row['kind'] ) {
			case EmailTemplates::DONATION_RECEIVED:
				$donation = ( new DonationRepository() )->find( (int) ( $payload['donation_id'] ?? 0 ) );
				if ( null === $donation ) {
					return null;
				}
				$name                 = Text::one_line( (string) $donation['donor_name'] );
				$values['amount']     = Settings::format_money( (float) $donation['amount'] );
				$values['donor_name'] = ! empty( $donation['is_anonymous'] ) || '' === $name ? __( 'Anonymous', 'p2p-fundraising' ) : $name;
				// Read when sending: a message an administrator hid meanwhile is not sent (decision 0074).
				$values['donor_message'] = self::donor_message( DonationMessage::shown( $donation ), Dedication::shown( $donation ) );
				break;
			case EmailTemplates::MILESTONE:
				$values['milestone'] = self::percent( (int) ( $payload['milestone'] ?? 0 ) );
				break;
			case EmailTemplates::NUDGE:
				$values['days'] = number_format_i18n( (int) ( $payload['days'] ?? 0 ) );
				break;
			case EmailTemplates::TEAM_SUMMARY:
				$team = ( new TeamRepository() )->find( (int) ( $payload['team_id'] ?? 0 ) );
				if ( null === $team ) {
					return null;
				}
				$values = array_merge( $values, self::team_values( $team ) );
				break;
			case EmailTemplates::RETURN_INVITATION:
				// About last year's page; the link is to next year's campaign (decision 0103).
				$values = ( new \P2PFundraising\NextYear\ReturnInvitations() )->mail_values( $payload, $values, $campaign );
				break;
		}
		return $values;
	}

	/**
	 * The {donor_message} block of "You received a donation": the donor's words under a short
	 * heading, or '' when there are none.
	 *
	 * The dedication ("In memory of Jane Doe") comes first: it is the donor's words too, placed
	 * where every template already places them (decision 0077).
	 *
	 * @param string                           $message    The message as the public sees it.
	 * @param array{type: string, name: string} $dedication The dedication as the public sees it.
	 */
	private static function donor_message( string $message, array $dedication = array( 'type' => '', 'name' => '' ) ): string {
		$label = Text::one_line( Dedication::label( $dedication['type'], $dedication['name'] ) );
		$words = '' === $message ? '' : __( 'Their message:', 'p2p-fundraising' ) . "\n" . $message;
		return trim( $label . ( '' !== $label && '' !== $words ? "\n\n" : '' ) . $words );
	}

	/**
	 * The values every kind has.
	 *
	 * @param array<string, mixed> $fundraiser Fundraiser row.
	 * @param array<string, mixed> $campaign   Campaign row.
	 * @return array<string, string>
	 */
	public static function fundraiser_values( array $fundraiser, array $campaign ): array {
		return array(
			'fundraiser_name' => Text::one_line( (string) $fundraiser['name'] ),
			'amount_raised'   => Settings::format_money( (float) $fundraiser['raised_amount'] ),
			'goal'            => Settings::format_money( (float) $fundraiser['goal'] ),
			'page_url'        => Urls::fundraiser_page( (string) $campaign['slug'], (int) $fundraiser['id'], (string) ( $fundraiser['page_address'] ?? '' ) ),
			'dashboard_url'   => Urls::campaign_page( (string) $campaign['slug'], 'start-fundraising/' ),
			'campaign_title'  => Text::one_line( (string) $campaign['title'] ),
			'site_name'       => Text::site_name(),
		);
	}

	/**
	 * The team summary's values: its name, total and one line per member.
	 *
	 * @param array<string, mixed> $team Team row.
	 * @return array<string, string>
	 */
	private static function team_values( array $team ): array {
		$lines = array();
		foreach ( ( new FundraiserRepository() )->team_members( (int) $team['id'] ) as $member ) {
			$lines[] = '- ' . Text::one_line( (string) $member['name'] ) . ': ' . Settings::format_money( (float) $member['raised_amount'] );
		}
		return array(
			'team_name'    => Text::one_line( (string) $team['name'] ),
			'team_raised'  => Settings::format_money( (float) $team['raised_amount'] ),
			'team_summary' => implode( "\n", $lines ),
		);
	}

	/**
	 * "50 %" in the site's language.
	 *
	 * @param int $percent Percentage.
	 */
	public static function percent( int $percent ): string {
		/* translators: %s: a percentage, e.g. 50. */
		return sprintf( __( '%s%%', 'p2p-fundraising' ), number_format_i18n( $percent ) );
	}
}
