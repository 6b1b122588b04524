<?php
/**
 * Donors and fundraisers in WordPress's Export / Erase Personal Data tools.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Privacy;

use P2PFundraising\Activity\ActivityService;
use P2PFundraising\Activity\ActivityUnit;
use P2PFundraising\Database\ActivityRepository;
use P2PFundraising\Database\PersonalDataRepository;
use P2PFundraising\Database\ReturnInvitationRepository;
use P2PFundraising\Donations\Dedication;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Registers one exporter and one eraser with core's privacy tools, and the plugin's text for the
 * privacy-policy guide. Erasure anonymises: the money stays where it was given (a charity must
 * keep its financial records and every total stays true), the person's name, address, story and
 * picture go. docs/decisions/0021-erasure-anonymises.md.
 */
final class PersonalData {

	/** Key of the exporter and eraser in core's lists. */
	private const KEY = 'p2p-fundraising';

	/** Donations per export or erasure page (core calls again until "done"). */
	private const BATCH = 100;

	/** Hooks into the privacy tools. */
	public static function register(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( self::class, 'add_exporter' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( self::class, 'add_eraser' ) );
		add_action( 'admin_init', array( self::class, 'suggest_policy_text' ) );
	}

	/**
	 * Adds the exporter.
	 *
	 * @param array<string, mixed> $exporters Core's exporters.
	 * @return array<string, mixed>
	 */
	public static function add_exporter( array $exporters ): array {
		$exporters[ self::KEY ] = array(
			'exporter_friendly_name' => __( 'P2P Fundraising', 'p2p-fundraising' ),
			'callback'               => array( self::class, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Adds the eraser.
	 *
	 * @param array<string, mixed> $erasers Core's erasers.
	 * @return array<string, mixed>
	 */
	public static function add_eraser( array $erasers ): array {
		$erasers[ self::KEY ] = array(
			'eraser_friendly_name' => __( 'P2P Fundraising', 'p2p-fundraising' ),
			'callback'             => array( self::class, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * One page of what the plugin holds about an address: its donations (paged), then on the
	 * first page the fundraiser pages of the account with that address and its invitations.
	 *
	 * @param string $email Address being exported.
	 * @param int    $page  1-based page.
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public static function export( string $email, int $page = 1 ): array {
		$email      = strtolower( trim( $email ) );
		$repository = new PersonalDataRepository();
		$donations  = $repository->donations_by_email( $email, $page, self::BATCH );
		$items      = array_map( array( self::class, 'donation_item' ), $donations );

		if ( 1 === $page ) {
			$user = get_user_by( 'email', $email );
			if ( $user ) {
				$items = array_merge( $items, array_map( array( self::class, 'fundraiser_item' ), $repository->fundraisers_of_user( (int) $user->ID ) ) );
				$items = array_merge( $items, array_map( array( self::class, 'update_item' ), $repository->updates_of_user( (int) $user->ID ) ) );
				$items = array_merge( $items, array_map( array( self::class, 'registration_item' ), ( new \P2PFundraising\Database\RegistrationRepository() )->of_user( (int) $user->ID ) ) );
				$items = array_merge( $items, array_map( array( self::class, 'activity_item' ), ( new ActivityRepository() )->for_user( (int) $user->ID ) ) );
			}
			if ( $user ) {
				$items = array_merge( $items, array_map( array( self::class, 'return_invitation_item' ), ( new ReturnInvitationRepository() )->of_user( (int) $user->ID ) ) );
			}
			$items = array_merge( $items, array_map( array( self::class, 'invitation_item' ), $repository->invitations_to( $email ) ) );
			$items = array_merge( $items, array_map( array( self::class, 'dedication_notice_item' ), $repository->dedication_notices_to( $email ) ) );
		}

		return array(
			'data' => $items,
			'done' => count( $donations ) < self::BATCH,
		);
	}

	/**
	 * Anonymises a batch of the address's donations and, on the first call, the fundraiser pages
	 * of its account, and deletes its invitations. Totals never change.
	 *
	 * @param string $email Address being erased.
	 * @param int    $page  1-based page (each call takes the next batch of what is left).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public static function erase( string $email, int $page = 1 ): array {
		$email      = strtolower( trim( $email ) );
		$repository = new PersonalDataRepository();
		$messages   = array();

		$donations = ( new DonationService() )->anonymise_donor( $email, self::stand_in_address( $email ), self::BATCH );
		$removed   = $donations > 0;
		$retained  = $removed;

		if ( 1 === $page ) {
			$user = get_user_by( 'email', $email );
			// Pictures first: the rows below forget which attachments were theirs.
			if ( $user && self::delete_pictures( $repository, (int) $user->ID ) > 0 ) {
				$removed    = true;
				$messages[] = __( 'Pictures this person uploaded to fundraiser pages, teams and updates were deleted.', 'p2p-fundraising' );
			}
			if ( $user && $repository->anonymise_fundraisers( (int) $user->ID, __( 'Former fundraiser', 'p2p-fundraising' ) ) > 0 ) {
				$removed    = true;
				$retained   = true;
				$messages[] = __( 'Fundraiser pages were anonymised; the money they raised stays in the campaign\'s totals.', 'p2p-fundraising' );
			}
			if ( $user && $repository->delete_updates_of_user( (int) $user->ID ) > 0 ) {
				$removed = true;
			}
			// Registration answers and accepted waivers (decision 0097); the fee's record stays.
			if ( $user && ( new \P2PFundraising\Database\RegistrationRepository() )->forget_answers_of_user( (int) $user->ID ) > 0 ) {
				$removed = true;
			}
			// Activity is the person's own log with no record duty: deleted, and off the totals (decision 0093).
			if ( $user && self::delete_activity( (int) $user->ID ) > 0 ) {
				$removed    = true;
				$messages[] = __( 'The activity this person logged was deleted and no longer counts in the activity totals.', 'p2p-fundraising' );
			}
			if ( $repository->delete_invitations_to( $email ) > 0 ) {
				$removed = true;
			}
			// Invitations to next year's events (decision 0103): who was asked back, and when. And
			// none again: the anonymised pages stay approved fundraisers of their campaigns, so a
			// later "Invite last year's participants" would otherwise write to the account anew.
			if ( $user && ( new ReturnInvitationRepository() )->delete_of_user( (int) $user->ID ) > 0 ) {
				$removed = true;
			}
			if ( $user ) {
				\P2PFundraising\Engagement\Unsubscribe::opt_out( (int) $user->ID, \P2PFundraising\Engagement\EmailTemplates::RETURN_INVITATION );
			}
			// Someone a donor asked us to tell about a dedication (decision 0077).
			if ( $repository->forget_dedication_notices_to( $email ) > 0 ) {
				$removed    = true;
				$messages[] = __( 'This address was removed from the gifts whose donors asked us to tell it about a dedication.', 'p2p-fundraising' );
			}
		}
		if ( $donations > 0 ) {
			$messages[] = __( 'Donations were anonymised; their amounts and dates are kept for the charity\'s financial records.', 'p2p-fundraising' );
		}

		return array(
			'items_removed'  => $removed,
			'items_retained' => $retained,
			'messages'       => array_values( array_unique( $messages ) ),
			'done'           => $donations < self::BATCH,
		);
	}

	/**
	 * Deletes the pictures the person uploaded through the plugin (the attachments, their files
	 * and every resized copy) and takes them off the teams that showed them.
	 *
	 * @param PersonalDataRepository $repository Repository.
	 * @param int                    $user_id    Their account.
	 * @return int How many were deleted.
	 */
	private static function delete_pictures( PersonalDataRepository $repository, int $user_id ): int {
		$deleted = array();
		foreach ( $repository->uploaded_images_of_user( $user_id ) as $attachment_id ) {
			if ( wp_delete_attachment( $attachment_id, true ) ) {
				$deleted[] = $attachment_id;
			}
		}
		$repository->forget_team_images( $deleted );
		return count( $deleted );
	}

	/** Adds the plugin's suggested text to Settings → Privacy → Policy Guide. */
	public static function suggest_policy_text(): void {
		if ( ! function_exists( 'wp_add_privacy_policy_content' ) ) {
			return;
		}
		$html = '';
		foreach ( self::policy_paragraphs() as $paragraph ) {
			$html .= '<p class="privacy-policy-tutorial">' . esc_html( $paragraph ) . '</p>';
		}
		wp_add_privacy_policy_content( __( 'P2P Fundraising', 'p2p-fundraising' ), wp_kses_post( $html ) );
	}

	/**
	 * The suggested policy text, one paragraph each; Stripe is named while donors pay through it.
	 *
	 * @return string[]
	 */
	public static function policy_paragraphs(): array {
		$paragraphs = array(
			__( 'When you donate to a fundraising campaign, we store the name and e-mail address you enter, the amount, the date and the team or fundraiser you supported. If you choose to give anonymously, your name is never shown publicly; the amount may still appear on the campaign\'s pages.', 'p2p-fundraising' ),
			__( 'If you leave words of support with your gift, they are shown with it on the campaign\'s pages (also when you give anonymously) and sent to the fundraiser you supported. Erasing your data removes them.', 'p2p-fundraising' ),
			__( 'If you dedicate a gift in honour or in memory of someone, the dedication is shown with it like words of support. If you ask us to tell someone about it, we store their name and e-mail address and send them one e-mail about your gift (with your name unless you give anonymously, and your message, never the amount). Erasing your data removes the dedication and their address; that person may also ask us to erase their address.', 'p2p-fundraising' ),
			__( 'When you register as a fundraiser, we store your account, the name, story, goal and picture of your fundraising page, and your team membership. Your page, its name and the amounts it raised are public. Team captains can invite people by e-mail; we store the invited address until the invitation is used or removed.', 'p2p-fundraising' ),
			__( 'If a campaign asks for them when you register, we also store your participant type, your answers to its questions, the waiver as you accepted it and when, and whether your registration fee was paid. The organisers see them; they are never public. A registration fee is not a donation. Erasing your data removes your answers and the waiver; the record of the fee is kept with the other financial records.', 'p2p-fundraising' ),
			__( 'If you log activity (such as the distance of a run, typed in or read from a GPX file, of which we keep only the distance), we store each entry with its date and note; your totals are shown on your page and on the leaderboards. Erasing your data deletes your activity.', 'p2p-fundraising' ),
			__( 'If you raised funds in a campaign, we may invite you by e-mail to the next year\'s campaign, unless you unsubscribe from these e-mails; we store when the invitation was sent and used. Erasing your data removes these records and stops further invitations.', 'p2p-fundraising' ),
			__( 'You can ask us for an export of this data or for its erasure. Erasing removes your name, e-mail address, story and picture; the amounts given and raised are kept, without your name, because we must keep financial records.', 'p2p-fundraising' ),
		);
		if ( \P2PFundraising\Settings::PAYMENT_MODE_STRIPE === \P2PFundraising\Settings::payment_mode() ) {
			$paragraphs[] = sprintf(
				/* translators: %s: address of Stripe's privacy policy. */
				__( 'When you donate online, your e-mail address, the amount and what you support are sent to our payment processor Stripe, and you enter your payment details on Stripe\'s own page; they never reach this site. Stripe\'s privacy policy: %s', 'p2p-fundraising' ),
				'https://stripe.com/privacy'
			);
		}
		return $paragraphs;
	}

	/**
	 * The address stored instead of an erased one: the same for every donation of a donor (so
	 * donor counts stay true), keyed with the site's secret so it cannot be turned back into the
	 * address, and on a reserved domain so nothing is ever sent to it.
	 *
	 * @param string $email Lower-case address.
	 */
	public static function stand_in_address( string $email ): string {
		return 'erased-' . substr( hash_hmac( 'sha256', $email, wp_salt( 'auth' ) ), 0, 20 ) . '@erased.invalid';
	}

	/**
	 * An exported donation.
	 *
	 * @param array<string, string|null> $row Row of PersonalDataRepository::donations_by_email().
	 * @return array<string, mixed>
	 */
	private static function donation_item( array $row ): array {
		$supported = array_filter( array( (string) $row['campaign_title'], (string) $row['team_name'], (string) $row['fundraiser_name'] ) );
		return array(
			'group_id'          => 'p2p-fundraising-donations',
			'group_label'       => __( 'Donations', 'p2p-fundraising' ),
			'group_description' => __( 'Donations given with this e-mail address.', 'p2p-fundraising' ),
			'item_id'           => 'p2p-donation-' . $row['id'],
			'data'              => array(
				self::field( __( 'Donation', 'p2p-fundraising' ), '#' . $row['id'] ),
				self::field( __( 'Name', 'p2p-fundraising' ), (string) $row['donor_name'] ),
				self::field( __( 'E-mail', 'p2p-fundraising' ), (string) $row['donor_email'] ),
				self::field( __( 'Amount', 'p2p-fundraising' ), Settings::format_money( (float) $row['amount'] ) ),
				self::field( __( 'Status', 'p2p-fundraising' ), (string) $row['status'] ),
				self::field( __( 'Date (UTC)', 'p2p-fundraising' ), (string) $row['created_at'] ),
				self::field( __( 'Anonymous', 'p2p-fundraising' ), '1' === (string) $row['is_anonymous'] ? __( 'Yes', 'p2p-fundraising' ) : __( 'No', 'p2p-fundraising' ) ),
				self::field( __( 'Supported', 'p2p-fundraising' ), implode( ' › ', $supported ) ),
				self::field( __( 'Words of support', 'p2p-fundraising' ), (string) ( $row['message'] ?? '' ) ),
				self::field( __( 'Dedication', 'p2p-fundraising' ), Dedication::label( (string) ( $row['dedication_type'] ?? '' ), (string) ( $row['dedication_name'] ?? '' ) ) ),
				self::field( __( 'Person to tell about the dedication', 'p2p-fundraising' ), trim( (string) ( $row['notify_name'] ?? '' ) . ( '' !== (string) ( $row['notify_email'] ?? '' ) ? ' <' . $row['notify_email'] . '>' : '' ) ) ),
				self::field( __( 'Dedication e-mail queued (UTC)', 'p2p-fundraising' ), (string) ( $row['notified_at'] ?? '' ) ),
			),
		);
	}

	/**
	 * A gift's dedication e-mail a donor asked us to send to the exported address.
	 *
	 * @param array<string, string|null> $row Row of PersonalDataRepository::dedication_notices_to().
	 * @return array<string, mixed>
	 */
	private static function dedication_notice_item( array $row ): array {
		return array(
			'group_id'          => 'p2p-fundraising-dedication-notices',
			'group_label'       => __( 'Dedication e-mails', 'p2p-fundraising' ),
			'group_description' => __( 'Gifts whose donors asked us to tell this address about their dedication.', 'p2p-fundraising' ),
			'item_id'           => 'p2p-dedication-notice-' . $row['id'],
			'data'              => array(
				self::field( __( 'Name', 'p2p-fundraising' ), (string) $row['notify_name'] ),
				self::field( __( 'E-mail', 'p2p-fundraising' ), (string) $row['notify_email'] ),
				self::field( __( 'Dedication', 'p2p-fundraising' ), Dedication::label( (string) $row['dedication_type'], (string) $row['dedication_name'] ) ),
				self::field( __( 'Campaign', 'p2p-fundraising' ), (string) $row['campaign_title'] ),
				self::field( __( 'Dedication e-mail queued (UTC)', 'p2p-fundraising' ), (string) ( $row['notified_at'] ?? '' ) ),
			),
		);
	}

	/**
	 * An exported fundraiser page.
	 *
	 * @param array<string, string|null> $row Row of PersonalDataRepository::fundraisers_of_user().
	 * @return array<string, mixed>
	 */
	private static function fundraiser_item( array $row ): array {
		return array(
			'group_id'          => 'p2p-fundraising-fundraisers',
			'group_label'       => __( 'Fundraiser pages', 'p2p-fundraising' ),
			'group_description' => __( 'The fundraising pages of this account.', 'p2p-fundraising' ),
			'item_id'           => 'p2p-fundraiser-' . $row['id'],
			'data'              => array(
				self::field( __( 'Campaign', 'p2p-fundraising' ), (string) $row['campaign_title'] ),
				self::field( __( 'Name', 'p2p-fundraising' ), (string) $row['name'] ),
				self::field( __( 'Story', 'p2p-fundraising' ), (string) $row['story'] ),
				self::field( __( 'Goal', 'p2p-fundraising' ), Settings::format_money( (float) $row['goal'] ) ),
				self::field( __( 'Raised', 'p2p-fundraising' ), Settings::format_money( (float) $row['raised_amount'] ) ),
				self::field( __( 'Picture', 'p2p-fundraising' ), (string) $row['image_url'] ),
				self::field( __( 'Page address', 'p2p-fundraising' ), (string) ( $row['page_address'] ?? '' ) ),
				self::field( __( 'Cover photo', 'p2p-fundraising' ), (string) ( $row['cover_url'] ?? '' ) ),
				self::field( __( 'Team', 'p2p-fundraising' ), (string) $row['team_name'] ),
				self::field( __( 'Team captain', 'p2p-fundraising' ), '1' === (string) $row['is_captain'] ? __( 'Yes', 'p2p-fundraising' ) : __( 'No', 'p2p-fundraising' ) ),
				self::field( __( 'Status', 'p2p-fundraising' ), (string) $row['status'] ),
				self::field( __( 'Created (UTC)', 'p2p-fundraising' ), (string) $row['created_at'] ),
			),
		);
	}

	/**
	 * An exported registration: type, answers, the waiver as accepted, the fee.
	 *
	 * @param array<string, mixed> $row Row of RegistrationRepository::of_user().
	 * @return array<string, mixed>
	 */
	private static function registration_item( array $row ): array {
		$data = array(
			self::field( __( 'Campaign', 'p2p-fundraising' ), (string) $row['campaign_title'] ),
			self::field( __( 'Participant type', 'p2p-fundraising' ), (string) $row['type_name'] ),
		);
		foreach ( $row['answers'] as $answer ) {
			$data[] = self::field( (string) ( $answer['label'] ?? '' ), \P2PFundraising\Rest\Admin\RegistrationSchemas::answer_text( $answer ) );
		}
		if ( null !== $row['waiver_accepted_at'] ) {
			$data[] = self::field( __( 'Waiver accepted (UTC)', 'p2p-fundraising' ), (string) $row['waiver_accepted_at'] );
			$data[] = self::field( __( 'Waiver text', 'p2p-fundraising' ), (string) $row['waiver_text'] );
		}
		if ( $row['fee_minor'] > 0 ) {
			$data[] = self::field( __( 'Registration fee', 'p2p-fundraising' ), \P2PFundraising\Payments\Currency::from_minor( (int) $row['fee_minor'], (string) $row['currency'] ) . ' ' . $row['currency'] . ' (' . $row['fee_status'] . ')' );
		}
		return array(
			'group_id'          => 'p2p-fundraising-registrations',
			'group_label'       => __( 'Event registrations', 'p2p-fundraising' ),
			'group_description' => __( 'How this account registered for each campaign: type, answers, waiver and fee.', 'p2p-fundraising' ),
			'item_id'           => 'p2p-registration-' . $row['id'],
			'data'              => $data,
		);
	}

	/**
	 * Deletes every activity entry of a user's fundraiser pages, each page under its campaign's
	 * lock; returns how many pages held entries.
	 *
	 * @param int $user_id User id.
	 */
	private static function delete_activity( int $user_id ): int {
		$pages = ( new ActivityRepository() )->fundraisers_with_entries( $user_id );
		foreach ( $pages as $page ) {
			( new ActivityService() )->forget_fundraiser( $page );
		}
		return count( $pages );
	}

	/**
	 * An exported activity entry.
	 *
	 * @param array<string, mixed> $row Row of ActivityRepository::for_user().
	 * @return array<string, mixed>
	 */
	private static function activity_item( array $row ): array {
		return array(
			'group_id'          => 'p2p-fundraising-activity',
			'group_label'       => __( 'Activity', 'p2p-fundraising' ),
			'group_description' => __( 'The activity this account logged on its fundraiser pages.', 'p2p-fundraising' ),
			'item_id'           => 'p2p-activity-' . $row['id'],
			'data'              => array(
				self::field( __( 'Campaign', 'p2p-fundraising' ), (string) $row['campaign_title'] ),
				self::field( __( 'Day', 'p2p-fundraising' ), (string) $row['entry_date'] ),
				self::field( __( 'Amount', 'p2p-fundraising' ), ActivityUnit::format( $row['amount'], $row ) ),
				self::field( __( 'Note', 'p2p-fundraising' ), (string) $row['note'] ),
				self::field( __( 'Logged from', 'p2p-fundraising' ), 'gpx' === $row['source'] ? __( 'GPX track', 'p2p-fundraising' ) : __( 'Typed by hand', 'p2p-fundraising' ) ),
				self::field( __( 'Created (UTC)', 'p2p-fundraising' ), (string) $row['created_at'] ),
			),
		);
	}

	/**
	 * An exported team invitation.
	 *
	 * @param array<string, string|null> $row Row of PersonalDataRepository::invitations_to().
	 * @return array<string, mixed>
	 */
	private static function invitation_item( array $row ): array {
		return array(
			'group_id'          => 'p2p-fundraising-invitations',
			'group_label'       => __( 'Team invitations', 'p2p-fundraising' ),
			'group_description' => __( 'Invitations to join a team sent to this e-mail address.', 'p2p-fundraising' ),
			'item_id'           => 'p2p-invitation-' . $row['id'],
			'data'              => array(
				self::field( __( 'Team', 'p2p-fundraising' ), (string) $row['team_name'] ),
				self::field( __( 'Sent (UTC)', 'p2p-fundraising' ), (string) $row['created_at'] ),
				self::field( __( 'Accepted (UTC)', 'p2p-fundraising' ), (string) $row['accepted_at'] ),
			),
		);
	}

	/**
	 * An exported invitation to a campaign's next edition (decision 0103).
	 *
	 * @param array<string, string|null> $row Row of ReturnInvitationRepository::of_user().
	 * @return array<string, mixed>
	 */
	private static function return_invitation_item( array $row ): array {
		return array(
			'group_id'          => 'p2p-fundraising-return-invitations',
			'group_label'       => __( 'Invitations to next year\'s event', 'p2p-fundraising' ),
			'group_description' => __( 'Invitations sent to this account to take part again in a campaign\'s next edition.', 'p2p-fundraising' ),
			'item_id'           => 'p2p-return-invitation-' . $row['id'],
			'data'              => array(
				self::field( __( 'Campaign', 'p2p-fundraising' ), (string) $row['campaign_title'] ),
				self::field( __( 'Sent (UTC)', 'p2p-fundraising' ), (string) $row['sent_at'] ),
				self::field( __( 'Used (UTC)', 'p2p-fundraising' ), (string) $row['accepted_at'] ),
			),
		);
	}

	/**
	 * An exported update (text and picture a fundraiser or captain posted).
	 *
	 * @param array<string, string|null> $row Row of PersonalDataRepository::updates_of_user().
	 * @return array<string, mixed>
	 */
	private static function update_item( array $row ): array {
		return array(
			'group_id'          => 'p2p-fundraising-updates',
			'group_label'       => __( 'Fundraising updates', 'p2p-fundraising' ),
			'group_description' => __( 'Updates this account posted on fundraiser and team pages.', 'p2p-fundraising' ),
			'item_id'           => 'p2p-update-' . $row['id'],
			'data'              => array(
				self::field( __( 'Text', 'p2p-fundraising' ), (string) $row['body'] ),
				self::field( __( 'Picture', 'p2p-fundraising' ), (string) $row['image_url'] ),
				self::field( __( 'Posted (UTC)', 'p2p-fundraising' ), (string) $row['created_at'] ),
			),
		);
	}

	/**
	 * One name/value pair of an exported item.
	 *
	 * @param string $name  Label.
	 * @param string $value Value.
	 * @return array{name: string, value: string}
	 */
	private static function field( string $name, string $value ): array {
		return array(
			'name'  => $name,
			'value' => $value,
		);
	}
}
