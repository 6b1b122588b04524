<?php
/**
 * The automatic e-mails' texts and switches, editable by the administrator.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Engagement;

defined( 'ABSPATH' ) || exit;

/**
 * One option holds, per kind, whether the e-mail is sent and its subject and body; what is not
 * stored falls back to the translated defaults below. Placeholders in braces are replaced when
 * the e-mail is sent; the settings screen refuses names a kind does not know (decision 0062).
 * The same option holds what donor receipts print: the organisation's name and its tax wording.
 */
final class EmailTemplates {

	public const OPTION = 'p2p_fundraising_email_templates';

	/** Days without a donation before the nudge, when the administrator has not set it. */
	public const DEFAULT_NUDGE_DAYS = 7;

	public const WELCOME           = 'welcome';
	public const DONATION_RECEIVED = 'donation_received';
	public const MILESTONE         = 'milestone';
	public const NUDGE             = 'nudge';
	public const TEAM_SUMMARY      = 'team_summary';
	public const DONOR_RECEIPT     = 'donor_receipt';
	public const DEDICATION_NOTICE = 'dedication_notice';
	public const RETURN_INVITATION = 'return_invitation';

	/** The kinds an administrator edits, in the order the settings screen lists them. */
	public const KINDS = array( self::WELCOME, self::DONATION_RECEIVED, self::MILESTONE, self::NUDGE, self::TEAM_SUMMARY, self::RETURN_INVITATION, self::DONOR_RECEIPT, self::DEDICATION_NOTICE );

	/** The kinds written to fundraisers (the others go to donors). */
	public const FUNDRAISER_KINDS = array( self::WELCOME, self::DONATION_RECEIVED, self::MILESTONE, self::NUDGE, self::TEAM_SUMMARY, self::RETURN_INVITATION );

	public const AUDIENCE_FUNDRAISER = 'fundraiser';
	public const AUDIENCE_DONOR      = 'donor';

	public const MAX_SUBJECT_LENGTH      = 200;
	public const MAX_BODY_LENGTH         = 5000;
	public const MAX_ORGANISATION_LENGTH = 200;
	public const MAX_TAX_TEXT_LENGTH     = 2000;

	/**
	 * Who receives an e-mail of this kind.
	 *
	 * @param string $kind Kind.
	 */
	public static function audience( string $kind ): string {
		return in_array( $kind, self::FUNDRAISER_KINDS, true ) ? self::AUDIENCE_FUNDRAISER : self::AUDIENCE_DONOR;
	}

	/**
	 * The placeholders every kind understands, and the extra ones of some kinds.
	 *
	 * @return array<string, string[]> kind => placeholder names (without braces).
	 */
	public static function placeholders(): array {
		$common = array( 'fundraiser_name', 'amount_raised', 'goal', 'page_url', 'dashboard_url', 'campaign_title', 'site_name' );
		return array(
			self::WELCOME           => $common,
			self::DONATION_RECEIVED => array_merge( $common, array( 'amount', 'donor_name', 'donor_message' ) ),
			self::MILESTONE         => array_merge( $common, array( 'milestone' ) ),
			self::NUDGE             => array_merge( $common, array( 'days' ) ),
			self::TEAM_SUMMARY      => array_merge( $common, array( 'team_name', 'team_raised', 'team_summary' ) ),
			// Last year's figures and next year's link: the old page and dashboard are not what it is about.
			self::RETURN_INVITATION => array( 'fundraiser_name', 'amount_raised', 'goal', 'campaign_title', 'previous_campaign_title', 'join_url', 'days', 'site_name' ),
			self::DONOR_RECEIPT     => array( 'donor_name', 'amount', 'date', 'receipt_number', 'organisation', 'tax_text', 'supported', 'campaign_title', 'page_url', 'site_name' ),
			// Never the amount: the person told learns of the gift, not of its size (decision 0078).
			self::DEDICATION_NOTICE => array( 'notify_name', 'donor_name', 'dedication', 'donor_message', 'supported', 'campaign_title', 'page_url', 'organisation', 'site_name' ),
		);
	}

	/**
	 * The {names} in a text that its kind does not know, each once, in the order they appear.
	 *
	 * @param string $kind Kind.
	 * @param string $text Subject or text as typed.
	 * @return string[] Names without braces.
	 */
	public static function unknown_placeholders( string $kind, string $text ): array {
		$known = self::placeholders()[ $kind ] ?? array();
		preg_match_all( '/\{([^{}\n]{1,60})\}/u', $text, $found );
		return array_values( array_unique( array_diff( $found[1], $known ) ) );
	}

	/**
	 * Human names of the kinds (settings screen, unsubscribe page).
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return array(
			self::WELCOME           => __( 'Welcome after registration', 'p2p-fundraising' ),
			self::DONATION_RECEIVED => __( 'You received a donation', 'p2p-fundraising' ),
			self::MILESTONE         => __( 'Milestone reached (25, 50, 75 and 100 % of the goal)', 'p2p-fundraising' ),
			self::NUDGE             => __( 'Nudge after days without a donation', 'p2p-fundraising' ),
			self::TEAM_SUMMARY      => __( "Captain's weekly team summary", 'p2p-fundraising' ),
			self::RETURN_INVITATION => __( 'Invitation to next year’s campaign (to last year’s fundraisers)', 'p2p-fundraising' ),
			self::DONOR_RECEIPT     => __( 'Donation receipt (to the donor)', 'p2p-fundraising' ),
			self::DEDICATION_NOTICE => __( 'Dedicated gift (to the person the donor asked us to tell)', 'p2p-fundraising' ),
		);
	}

	/**
	 * The translated default texts.
	 *
	 * @return array<string, array{subject: string, body: string}>
	 */
	public static function defaults(): array {
		return array(
			self::WELCOME           => array(
				/* translators: {campaign_title} is a placeholder, keep it as it is. */
				'subject' => __( 'Welcome to {campaign_title}!', 'p2p-fundraising' ),
				/* translators: the words in braces are placeholders, keep them as they are. */
				'body'    => __( "Hi {fundraiser_name},\n\nthank you for signing up to fundraise for {campaign_title}!\n\nYour next step: tell people why you are fundraising. Add your story, a photo and your goal from your dashboard, where you will also see your donors and can thank them:\n{dashboard_url}\n\nOnce your story is in, share your page with friends and family: most first donations come within a day of sharing.\n{page_url}", 'p2p-fundraising' ),
			),
			self::DONATION_RECEIVED => array(
				/* translators: the words in braces are placeholders, keep them as they are. */
				'subject' => __( 'You received a donation of {amount}', 'p2p-fundraising' ),
				/* translators: the words in braces are placeholders, keep them as they are. */
				'body'    => __( "Hi {fundraiser_name},\n\n{donor_name} just gave {amount} to your fundraiser. You have raised {amount_raised} of your {goal} goal.\n\nSay thank you from your dashboard:\n{dashboard_url}", 'p2p-fundraising' ),
			),
			self::MILESTONE         => array(
				/* translators: the words in braces are placeholders, keep them as they are. */
				'subject' => __( 'You reached {milestone} of your goal!', 'p2p-fundraising' ),
				/* translators: the words in braces are placeholders, keep them as they are. */
				'body'    => __( "Congratulations {fundraiser_name}!\n\nYou have raised {amount_raised}, {milestone} of your {goal} goal. Keep the momentum: share your page once more.\n{page_url}", 'p2p-fundraising' ),
			),
			self::NUDGE             => array(
				/* translators: the words in braces are placeholders, keep them as they are. */
				'subject' => __( 'Your fundraiser for {campaign_title} could use a boost', 'p2p-fundraising' ),
				/* translators: the words in braces are placeholders, keep them as they are. */
				'body'    => __( "Hi {fundraiser_name},\n\nno donation has come in for {days} days. A short update or a personal message to a few friends often brings the next one.\n\nYou have raised {amount_raised} of {goal}. Your page:\n{page_url}", 'p2p-fundraising' ),
			),
			self::TEAM_SUMMARY      => array(
				/* translators: the words in braces are placeholders, keep them as they are. */
				'subject' => __( 'Your team {team_name} this week', 'p2p-fundraising' ),
				/* translators: the words in braces are placeholders, keep them as they are. */
				'body'    => __( "Hi {fundraiser_name},\n\nhere is how {team_name} is doing: {team_raised} raised so far.\n\n{team_summary}\n\nEncourage your members from your dashboard:\n{dashboard_url}", 'p2p-fundraising' ),
			),
			self::RETURN_INVITATION => array(
				/* translators: {campaign_title} is a placeholder, keep it as it is. */
				'subject' => __( 'Join us again for {campaign_title}', 'p2p-fundraising' ),
				/* translators: the words in braces are placeholders, keep them as they are. */
				'body'    => __( "Hi {fundraiser_name},\n\nthank you for fundraising for {previous_campaign_title}: you raised {amount_raised}.\n\n{campaign_title} is coming, and we would love to have you back. One click signs you up again, with your page, your story and your team:\n{join_url}\n\nThe link works once, for {days} days.", 'p2p-fundraising' ),
			),
			self::DONOR_RECEIPT     => array(
				/* translators: the words in braces are placeholders, keep them as they are. */
				'subject' => __( 'Your donation receipt {receipt_number}', 'p2p-fundraising' ),
				/* translators: the words in braces are placeholders, keep them as they are. */
				'body'    => __( "Dear {donor_name},\n\nthank you for your donation to {supported}. This is your receipt.\n\nReceipt number: {receipt_number}\nAmount: {amount}\nDate: {date}\nReceived by: {organisation}\n\n{tax_text}\n\nThe page you supported:\n{page_url}", 'p2p-fundraising' ),
			),
			self::DEDICATION_NOTICE => array(
				/* translators: the words in braces are placeholders, keep them as they are. {dedication} reads e.g. "in memory of Jane Doe". */
				'subject' => __( '{donor_name} made a gift {dedication}', 'p2p-fundraising' ),
				/* translators: the words in braces are placeholders, keep them as they are. {dedication} reads e.g. "in memory of Jane Doe". */
				'body'    => __( "Dear {notify_name},\n\n{donor_name} made a gift to {supported} {dedication} and asked us to let you know.\n\n{donor_message}\n\nSee the page they gave to:\n{page_url}\n\nWith thanks,\n{organisation}", 'p2p-fundraising' ),
			),
		);
	}

	/**
	 * The effective settings of every kind (stored values over the defaults) and the nudge delay.
	 *
	 * @return array{templates: array<string, array{enabled: bool, subject: string, body: string}>, nudge_days: int, receipt: array{organisation: string, tax_text: string}}
	 */
	public static function all(): array {
		$stored   = get_option( self::OPTION, array() );
		$stored   = is_array( $stored ) ? $stored : array();
		$defaults = self::defaults();
		$result   = array();
		foreach ( self::KINDS as $kind ) {
			$saved           = isset( $stored['templates'][ $kind ] ) && is_array( $stored['templates'][ $kind ] ) ? $stored['templates'][ $kind ] : array();
			$result[ $kind ] = array(
				'enabled' => ! isset( $saved['enabled'] ) || (bool) $saved['enabled'],
				'subject' => isset( $saved['subject'] ) && '' !== (string) $saved['subject'] ? (string) $saved['subject'] : $defaults[ $kind ]['subject'],
				'body'    => isset( $saved['body'] ) && '' !== (string) $saved['body'] ? (string) $saved['body'] : $defaults[ $kind ]['body'],
			);
		}
		$receipt = isset( $stored['receipt'] ) && is_array( $stored['receipt'] ) ? $stored['receipt'] : array();
		return array(
			'templates'  => $result,
			'nudge_days' => isset( $stored['nudge_days'] ) ? max( 1, (int) $stored['nudge_days'] ) : self::DEFAULT_NUDGE_DAYS,
			'receipt'    => array(
				'organisation' => (string) ( $receipt['organisation'] ?? '' ),
				'tax_text'     => (string) ( $receipt['tax_text'] ?? '' ),
			),
		);
	}

	/**
	 * The name receipts give as the one that received the gift: the administrator's, else the site's.
	 */
	public static function organisation(): string {
		$name = self::all()['receipt']['organisation'];
		return '' !== $name ? $name : Text::site_name();
	}

	/** The tax wording every receipt prints (may be empty). */
	public static function tax_text(): string {
		return self::all()['receipt']['tax_text'];
	}

	/**
	 * One kind's effective settings.
	 *
	 * @param string $kind Kind.
	 * @return array{enabled: bool, subject: string, body: string}
	 */
	public static function get( string $kind ): array {
		return self::all()['templates'][ $kind ];
	}

	/**
	 * Stores the administrator's settings (already validated). A text equal to the default is
	 * stored as '' so that it follows the site's language.
	 *
	 * @param array<string, array{enabled: bool, subject: string, body: string}> $templates  kind => settings.
	 * @param int                                                              $nudge_days Days.
	 * @param array{organisation: string, tax_text: string}|null               $receipt    What receipts print (null: unchanged).
	 */
	public static function save( array $templates, int $nudge_days, ?array $receipt = null ): void {
		$defaults = self::defaults();
		$stored   = array();
		foreach ( self::KINDS as $kind ) {
			if ( ! isset( $templates[ $kind ] ) ) {
				continue;
			}
			$stored[ $kind ] = array(
				'enabled' => (bool) $templates[ $kind ]['enabled'],
				'subject' => $templates[ $kind ]['subject'] === $defaults[ $kind ]['subject'] ? '' : $templates[ $kind ]['subject'],
				'body'    => $templates[ $kind ]['body'] === $defaults[ $kind ]['body'] ? '' : $templates[ $kind ]['body'],
			);
		}
		update_option(
			self::OPTION,
			array(
				'templates'  => $stored,
				'nudge_days' => max( 1, $nudge_days ),
				'receipt'    => null === $receipt ? self::all()['receipt'] : array(
					'organisation' => (string) $receipt['organisation'],
					'tax_text'     => (string) $receipt['tax_text'],
				),
			),
			false
		);
	}

	/**
	 * The template of "You received a donation" with {donor_message} after its text when it does
	 * not place it itself (every template edited before words of support existed): the donor's
	 * words reach the fundraiser whatever the wording (decision 0074). Other kinds as they are.
	 *
	 * @param string                               $kind     Kind.
	 * @param array{subject: string, body: string} $template Template.
	 * @return array{subject: string, body: string}
	 */
	public static function placing_donor_message( string $kind, array $template ): array {
		if ( self::DONATION_RECEIVED === $kind && false === strpos( $template['body'], '{donor_message}' ) ) {
			$template['body'] = rtrim( $template['body'] ) . "\n\n{donor_message}";
		}
		return $template;
	}

	/**
	 * Replaces {placeholders}. Values are plain text.
	 *
	 * @param string                $text   Template text.
	 * @param array<string, string> $values name => value.
	 */
	public static function fill( string $text, array $values ): string {
		$pairs = array();
		foreach ( $values as $name => $value ) {
			$pairs[ '{' . $name . '}' ] = $value;
		}
		return strtr( $text, $pairs );
	}
}
