<?php
/**
 * HTML of the built-in donation form.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Frontend;

use P2PFundraising\Campaigns\SuggestedAmounts;
use P2PFundraising\Database\MatchRepository;
use P2PFundraising\Donations\MatchingGifts;
use P2PFundraising\Rest\Serializer;
use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Donations\Dedication;
use P2PFundraising\Donations\DonationMessage;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Payments\Currency;
use P2PFundraising\Payments\PaymentSettings;
use P2PFundraising\Payments\Receipt;
use P2PFundraising\PlainText;
use P2PFundraising\Settings;
use P2PFundraising\TextLimits;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the form, the thank-you view and messages as small self-contained documents (no theme,
 * inline CSS in the campaign's colour). Every value is escaped here.
 */
final class DonationFormView {

	private const DEFAULT_COLOR = '#28C77B';

	/** Handle of the document's inline stylesheet. */
	private const STYLE_HANDLE = 'p2p-fundraising-donation-form';

	/**
	 * The form, with the values as typed and an error beside each invalid field.
	 *
	 * @param array<string, mixed>  $campaign Campaign row.
	 * @param array<string, mixed>  $target   team_id, fundraiser_id, name, url.
	 * @param array<string, mixed>  $values   amount, first_name, last_name, email, anonymous.
	 * @param array<string, string> $errors   Field => message ('form' for the whole form).
	 */
	public static function form( array $campaign, array $target, array $values, array $errors ): string {
		$presets   = self::presets( $campaign );
		$is_preset = isset( $presets[ (string) $values['amount'] ] );
		$has_field_errors = array() !== array_diff_key( $errors, array( 'form' => '' ) );
		$is_stripe = Settings::PAYMENT_MODE_STRIPE === Settings::payment_mode();
		$match     = self::running_match( $campaign );
		$live      = self::live_config( $is_stripe, $match );

		ob_start();
		?>
		<h1><?php echo esc_html( sprintf( /* translators: %s: campaign, team or fundraiser name. */ __( 'Donate to %s', 'p2p-fundraising' ), $target['name'] ) ); ?></h1>
		<?php if ( Settings::PAYMENT_MODE_TEST === Settings::payment_mode() ) : ?>
			<p class="p2p-donate__mode"><?php esc_html_e( 'Test mode: no money is charged.', 'p2p-fundraising' ); ?></p>
		<?php elseif ( $is_stripe && PaymentSettings::is_test_key() ) : ?>
			<p class="p2p-donate__mode"><?php esc_html_e( 'Stripe test mode: no real money is charged. Pay with a Stripe test card.', 'p2p-fundraising' ); ?></p>
		<?php endif; ?>
		<?php echo self::error_summary( $errors ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>
		<?php if ( isset( $errors['form'] ) ) : ?>
			<p class="p2p-donate__error" role="alert" tabindex="-1"><?php echo esc_html( $errors['form'] ); ?></p>
			<?php
			if ( ! $has_field_errors ) {
				// No field to send the donor to: the message takes the focus, which also scrolls the
				// page around the frame up to it.
				wp_print_inline_script_tag( "document.querySelector( '.p2p-donate__error' ).focus();" );
			}
			?>
		<?php endif; ?>
		<form class="p2p-donate__form" method="post" action="<?php echo esc_url( $target['url'] ); ?>" novalidate>
			<?php wp_nonce_field( DonationForm::nonce_action( (int) $campaign['id'] ), DonationForm::NONCE_FIELD, false ); ?>
			<input type="hidden" name="<?php echo esc_attr( DonationForm::SUBMISSION_FIELD ); ?>" value="<?php echo esc_attr( (string) ( $values['submission'] ?? '' ) ); ?>">
			<fieldset class="p2p-donate__amounts"<?php echo isset( $errors['amount'] ) ? ' aria-describedby="p2p-amount-error"' : ''; ?>>
				<legend><?php esc_html_e( 'Amount', 'p2p-fundraising' ); ?></legend>
				<div class="p2p-donate__presets">
					<?php foreach ( $presets as $value => $preset ) : ?>
						<label class="p2p-donate__preset">
							<input type="radio" name="amount" value="<?php echo esc_attr( (string) $value ); ?>" data-impact="<?php echo esc_attr( $preset['impact'] ); ?>" <?php checked( $is_preset && (string) $value === (string) $values['amount'] ); ?>>
							<span><?php echo esc_html( Settings::format_money( $preset['amount'] ) ); ?></span>
						</label>
					<?php endforeach; ?>
				</div>
				<?php // What the chosen amount does; the script below follows the choice, and a screen reader hears it politely. ?>
				<p id="p2p-amount-impact" class="p2p-donate__impact" aria-live="polite"><?php echo esc_html( $is_preset ? $presets[ (string) $values['amount'] ]['impact'] : '' ); ?></p>
				<label for="p2p-amount-custom"><?php esc_html_e( 'Other amount', 'p2p-fundraising' ); ?></label>
				<input id="p2p-amount-custom" name="amount_custom" type="text" inputmode="decimal" autocomplete="transaction-amount"
					value="<?php echo esc_attr( $is_preset ? '' : (string) $values['amount'] ); ?>"
					<?php echo self::invalid_attrs( 'amount', $errors ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- fixed attributes. ?>>
				<?php echo self::error( 'amount', $errors ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>
			</fieldset>
			<?php if ( $is_stripe ) : ?>
				<fieldset class="p2p-donate__frequency">
					<legend><?php esc_html_e( 'How often', 'p2p-fundraising' ); ?></legend>
					<div class="p2p-donate__presets">
						<?php foreach ( array( DonationService::FREQUENCY_ONCE => __( 'One-time', 'p2p-fundraising' ), DonationService::FREQUENCY_MONTHLY => __( 'Monthly', 'p2p-fundraising' ) ) as $frequency => $label ) : ?>
							<label class="p2p-donate__preset">
								<input type="radio" name="frequency" value="<?php echo esc_attr( $frequency ); ?>" <?php checked( $frequency, (string) ( $values['frequency'] ?? DonationService::FREQUENCY_ONCE ) ); ?>>
								<span><?php echo esc_html( $label ); ?></span>
							</label>
						<?php endforeach; ?>
					</div>
				</fieldset>
			<?php endif; ?>
			<?php
			echo self::text_field( 'first_name', __( 'First name', 'p2p-fundraising' ), 'given-name', $values, $errors ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
			echo self::text_field( 'last_name', __( 'Last name', 'p2p-fundraising' ), 'family-name', $values, $errors ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
			echo self::text_field( 'email', __( 'E-mail', 'p2p-fundraising' ), 'email', $values, $errors ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
			?>
			<?php echo self::message_field( $values, $errors ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>
			<?php echo self::dedication_fields( $values, $errors ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>
			<div class="p2p-donate__check">
				<input id="p2p-anonymous" name="anonymous" type="checkbox" value="1" aria-describedby="p2p-anonymous-hint" <?php checked( (bool) $values['anonymous'] ); ?>>
				<label for="p2p-anonymous"><?php esc_html_e( 'Donate anonymously', 'p2p-fundraising' ); ?></label>
				<p id="p2p-anonymous-hint" class="p2p-donate__hint"><?php esc_html_e( 'Your name is then never shown on the page; it is shown as “Anonymous”.', 'p2p-fundraising' ); ?></p>
			</div>
			<?php if ( DonationForm::offers_updates( $target ) ) : ?>
				<div class="p2p-donate__check">
					<input id="p2p-updates" name="updates" type="checkbox" value="1" aria-describedby="p2p-updates-hint" <?php checked( ! empty( $values['updates'] ) ); ?>>
					<label for="p2p-updates"><?php echo esc_html( sprintf( /* translators: %s: team or fundraiser name. */ __( 'Send me updates from %s', 'p2p-fundraising' ), $target['name'] ) ); ?></label>
					<p id="p2p-updates-hint" class="p2p-donate__hint"><?php esc_html_e( 'By e-mail, sent by this site. They may also thank you personally; they never see your address. Unsubscribe with one click.', 'p2p-fundraising' ); ?></p>
				</div>
			<?php endif; ?>
			<?php if ( $is_stripe && PaymentSettings::offers_fee_cover() ) : ?>
				<div class="p2p-donate__check">
					<input id="p2p-cover-fee" name="cover_fee" type="checkbox" value="1" aria-describedby="p2p-cover-fee-hint" <?php checked( ! empty( $values['cover_fee'] ) ); ?>>
					<label for="p2p-cover-fee"><?php esc_html_e( 'Cover the processing fee', 'p2p-fundraising' ); ?></label>
					<p id="p2p-cover-fee-hint" class="p2p-donate__hint"><?php esc_html_e( 'Adds the card fee so that your whole gift reaches the cause.', 'p2p-fundraising' ); ?></p>
				</div>
			<?php endif; ?>
			<?php if ( $is_stripe ) : ?>
				<input type="hidden" name="return_to" id="p2p-return-to" value="<?php echo esc_attr( (string) ( $values['return_to'] ?? '' ) ); ?>">
				<p class="p2p-donate__total" aria-live="polite"><?php esc_html_e( 'Total:', 'p2p-fundraising' ); ?> <strong id="p2p-total"><?php echo esc_html( self::total_text( $values ) ); ?></strong></p>
				<p class="p2p-donate__hint p2p-donate__pay-hint"><?php esc_html_e( 'You will pay securely on Stripe and come back here.', 'p2p-fundraising' ); ?></p>
			<?php endif; ?>
			<?php echo null === $match ? '' : self::match_line( $match, $values ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>
			<button type="submit" class="p2p-donate__submit"><?php esc_html_e( 'Donate', 'p2p-fundraising' ); ?></button>
		</form>
		<?php ob_start(); ?>
		( function () {
			// A typed amount wins over a preset; make that visible (the server applies the same rule).
			var custom = document.getElementById( 'p2p-amount-custom' );
			var presets = document.querySelectorAll( 'input[name="amount"]' );
			var impact = document.getElementById( 'p2p-amount-impact' );
			custom.addEventListener( 'input', function () {
				if ( custom.value ) {
					presets.forEach( function ( p ) { p.checked = false; } );
					impact.textContent = '';
				}
			} );
			presets.forEach( function ( p ) {
				p.addEventListener( 'change', function () {
					custom.value = '';
					impact.textContent = p.getAttribute( 'data-impact' );
				} );
			} );
		} )();
		<?php wp_print_inline_script_tag( (string) ob_get_clean() ); ?>
		<?php if ( null !== $live ) : ?>
			<?php ob_start(); ?>
		( function ( config ) {
			// Figures beside the amount, kept current as the donor types and computed as the server
			// will: the total Stripe charges, and what a running sponsor's match adds.
			var form = document.querySelector( '.p2p-donate__form' );
			var custom = document.getElementById( 'p2p-amount-custom' );
			var updates = [];
			// The gift as DonationForm::parse_amount() reads it, or null when it is no amount.
			function gift() {
				var typed = custom.value.split( config.money.symbol ).join( '' ).replace( /\s/g, '' );
				if ( config.money.thousands ) { typed = typed.split( config.money.thousands ).join( '' ); }
				typed = typed.replace( config.money.decimal, '.' );
				if ( typed === '' ) {
					var checked = form.querySelector( 'input[name="amount"]:checked' );
					typed = checked ? checked.value : '';
				}
				return /^[0-9]+(\.[0-9]{1,2})?$/.test( typed ) ? parseFloat( typed ) : null;
			}
			// As Settings::format_money() writes it.
			function money( amount ) {
				var digits = Math.round( amount * 100 ) % 100 === 0 ? 0 : 2;
				var parts = amount.toFixed( digits ).split( '.' );
				var number = parts[ 0 ].replace( /\B(?=(\d{3})+(?!\d))/g, config.money.thousands ) + ( parts[ 1 ] ? config.money.decimal + parts[ 1 ] : '' );
				return config.money.position === 'after' ? number + ' ' + config.money.symbol : config.money.symbol + number;
			}
			if ( config.total ) {
				// Stripe sends the donor back to the page around this frame (same site only; checked again on the server).
				var back = document.getElementById( 'p2p-return-to' );
				if ( back && ! back.value && document.referrer.indexOf( window.location.origin + '/' ) === 0 ) { back.value = document.referrer; }
				var total = document.getElementById( 'p2p-total' );
				var cover = document.getElementById( 'p2p-cover-fee' );
				updates.push( function ( amount ) {
					if ( amount === null ) { total.textContent = '–'; return; }
					if ( cover && cover.checked ) {
						// The grossed-up fee, as PaymentSettings::fee_for() rounds it.
						var fee = ( amount + config.total.fixed ) / ( 1 - config.total.percent / 100 ) - amount;
						fee = config.total.zeroDecimal ? Math.ceil( fee ) : Math.ceil( Math.round( fee * 1e6 ) / 1e4 ) / 100;
						amount += fee;
					}
					total.textContent = money( amount ) + ( form.querySelector( 'input[name="frequency"][value="monthly"]:checked' ) ? config.total.perMonth : '' );
				} );
			}
			if ( config.match ) {
				var matched = document.getElementById( 'p2p-match-amount' );
				updates.push( function ( amount ) {
					matched.textContent = '+' + money( Math.max( 0, Math.min( Math.round( ( amount || 0 ) * config.match.ratio * 100 ) / 100, config.match.left ) ) );
				} );
			}
			function update() {
				var amount = gift();
				updates.forEach( function ( show ) { show( amount ); } );
			}
			form.addEventListener( 'input', update );
			form.addEventListener( 'change', update );
		} )( <?php echo wp_json_encode( $live, JSON_HEX_TAG | JSON_HEX_AMP ); ?> );
			<?php wp_print_inline_script_tag( (string) ob_get_clean() ); ?>
		<?php endif; ?>
		<?php
		return self::document( $campaign, __( 'Donate', 'p2p-fundraising' ), (string) ob_get_clean() );
	}

	/**
	 * The sponsor's match that runs now for this campaign's gifts (decision 0034), or null.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @return array<string, mixed>|null Match row.
	 */
	private static function running_match( array $campaign ): ?array {
		$match  = ( new MatchRepository() )->active_for( (int) $campaign['id'] );
		$public = Serializer::match( $match );
		return null === $match || null === $public || ! $public['is_running'] ? null : $match;
	}

	/**
	 * What the running match adds to the gift as typed (the live script keeps it current).
	 *
	 * @param array<string, mixed> $match  Match row.
	 * @param array<string, mixed> $values Values.
	 */
	private static function match_line( array $match, array $values ): string {
		$gift    = DonationForm::parse_amount( (string) $values['amount'] );
		$matched = null === $gift ? 0.0 : MatchingGifts::matched_amount( $gift, $match );
		ob_start();
		?>
		<p class="p2p-donate__match" aria-live="polite">
			<?php
			echo esc_html(
				sprintf(
					/* translators: %s: sponsor name. */
					__( 'Matched by %s:', 'p2p-fundraising' ),
					(string) $match['sponsor_name']
				)
			);
			?>
			<strong id="p2p-match-amount"><?php echo esc_html( '+' . Settings::format_money( $matched ) ); ?></strong>
		</p>
		<?php
		return (string) ob_get_clean();
	}

	/**
	 * The total line of a re-displayed form (the script keeps it current as the donor types).
	 *
	 * @param array<string, mixed> $values Values.
	 */
	private static function total_text( array $values ): string {
		$gift = DonationForm::parse_amount( (string) $values['amount'] );
		if ( null === $gift ) {
			return '–';
		}
		$fee = ! empty( $values['cover_fee'] ) && PaymentSettings::offers_fee_cover() ? PaymentSettings::fee_for( $gift ) : 0.0;
		$per = DonationService::FREQUENCY_MONTHLY === ( $values['frequency'] ?? '' ) ? __( ' per month', 'p2p-fundraising' ) : '';
		return Settings::format_money( $gift + $fee ) . $per;
	}

	/**
	 * What the live figures' script needs (money format; the fee when Stripe charges the total; the
	 * running match), or null when the form shows no live figure.
	 *
	 * @param bool                      $is_stripe Whether Stripe charges the gift.
	 * @param array<string, mixed>|null $match     Running match row.
	 * @return array<string, mixed>|null
	 */
	private static function live_config( bool $is_stripe, ?array $match ): ?array {
		if ( ! $is_stripe && null === $match ) {
			return null;
		}
		$currency = Settings::currency();
		return array(
			'money' => array(
				'symbol'    => $currency['currencySymbol'],
				'position'  => $currency['currencyPosition'],
				'decimal'   => $currency['decimalSeparator'],
				'thousands' => $currency['thousandsSeparator'],
			),
			'total' => ! $is_stripe ? null : array(
				'percent'     => PaymentSettings::fee_percent(),
				'fixed'       => PaymentSettings::fee_fixed(),
				'zeroDecimal' => Currency::is_zero_decimal( PaymentSettings::currency() ),
				'perMonth'    => __( ' per month', 'p2p-fundraising' ),
			),
			'match' => null === $match ? null : array(
				'ratio' => (float) $match['ratio'],
				'left'  => round( (float) $match['cap'] - (float) $match['matched_amount'], 2 ),
			),
		);
	}

	/**
	 * The page that takes the donor's whole window to Stripe Checkout (Checkout cannot be framed).
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @param string               $url      Checkout URL.
	 */
	public static function to_checkout( array $campaign, string $url ): string {
		ob_start();
		?>
		<div role="status">
			<h1><?php esc_html_e( 'Taking you to secure payment…', 'p2p-fundraising' ); ?></h1>
			<p><a class="p2p-donate__submit" href="<?php echo esc_url( $url ); ?>" target="_top"><?php esc_html_e( 'Continue to payment', 'p2p-fundraising' ); ?></a></p>
		</div>
		<?php
		wp_print_inline_script_tag( 'window.top.location.href = ' . wp_json_encode( esc_url_raw( $url ), JSON_HEX_TAG | JSON_HEX_AMP ) . ';' );
		return self::document( $campaign, __( 'Secure payment', 'p2p-fundraising' ), (string) ob_get_clean() );
	}

	/**
	 * The thank-you view after a donation (or, in offline mode, a pledge).
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @param array<string, mixed> $target   team_id, fundraiser_id, name, url.
	 * @param array<string, mixed> $donation Donation row.
	 */
	public static function thank_you( array $campaign, array $target, array $donation ): string {
		$amount    = Settings::format_money( (float) $donation['amount'] );
		$completed = DonationRepository::STATUS_COMPLETED === $donation['status'];
		$is_stripe = Settings::PAYMENT_MODE_STRIPE === $donation['mode'];
		if ( $is_stripe && ! $completed ) {
			return self::confirming( $campaign, $donation );
		}
		$text      = $completed
			/* translators: 1: amount with currency, 2: campaign, team or fundraiser name. */
			? sprintf( __( 'Your donation of %1$s to %2$s has been received.', 'p2p-fundraising' ), $amount, $target['name'] )
			/* translators: 1: amount with currency, 2: campaign, team or fundraiser name. */
			: sprintf( __( 'Your pledge of %1$s to %2$s has been recorded. The organisers will confirm it once your payment arrives.', 'p2p-fundraising' ), $amount, $target['name'] );
		$message   = array(
			'type'       => 'p2p-fundraising:donation',
			'donationId' => (int) $donation['id'],
			'status'     => (string) $donation['status'],
		);

		$multiplied = $completed ? self::match_sentence( $donation ) : '';

		ob_start();
		?>
		<div class="p2p-donate__thanks" role="status">
			<h1 tabindex="-1"><?php esc_html_e( 'Thank you!', 'p2p-fundraising' ); ?></h1>
			<p><?php echo esc_html( $text ); ?></p>
			<?php if ( '' !== $multiplied ) : ?>
				<p class="p2p-donate__multiplied"><?php echo esc_html( $multiplied ); ?></p>
			<?php endif; ?>
			<?php if ( $completed && Receipt::is_receipted( $donation ) ) : ?>
				<dl class="p2p-donate__receipt">
					<?php foreach ( Receipt::details( $donation ) as $label => $value ) : ?>
						<dt><?php echo esc_html( $label ); ?></dt>
						<dd><?php echo esc_html( $value ); ?></dd>
					<?php endforeach; ?>
				</dl>
			<?php endif; ?>
			<?php echo self::receipt_note( $donation, $completed ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>
			<p><a href="<?php echo esc_url( $target['url'] ); ?>"><?php esc_html_e( 'Make another donation', 'p2p-fundraising' ); ?></a></p>
		</div>
		<?php ob_start(); ?>
		// The donor pressed Donate low in a tall frame: focus on the heading reads the thanks out
		// and scrolls the page around the frame back up to it (it stayed where the button was).
		document.querySelector( '.p2p-donate__thanks h1' ).focus();
		// Tells the campaign page around the frame (same origin only) to refresh its figures.
		if ( window.parent !== window ) {
			window.parent.postMessage( <?php echo wp_json_encode( $message, JSON_HEX_TAG | JSON_HEX_AMP ); ?>, window.location.origin );
		}
		<?php
		wp_print_inline_script_tag( (string) ob_get_clean() );
		return self::document( $campaign, __( 'Thank you!', 'p2p-fundraising' ), (string) ob_get_clean() );
	}

	/**
	 * Where and when the receipt e-mail goes, or '' when none will (switched off, no address).
	 *
	 * @param array<string, mixed> $donation  Donation row.
	 * @param bool                 $completed Whether the gift completed (else a pledge to confirm).
	 */
	private static function receipt_note( array $donation, bool $completed ): string {
		if ( ! Receipt::will_be_mailed( $donation ) ) {
			return '';
		}
		$email = (string) $donation['donor_email'];
		$text  = $completed
			/* translators: %s: the donor's e-mail address. */
			? sprintf( __( 'Your receipt is on its way to %s.', 'p2p-fundraising' ), $email )
			/* translators: %s: the donor's e-mail address. */
			: sprintf( __( 'Once the organisers confirm your payment, your receipt will be e-mailed to %s.', 'p2p-fundraising' ), $email );
		return '<p class="p2p-donate__receipt-note">' . esc_html( $text ) . '</p>';
	}

	/**
	 * What a running sponsor's match made of the gift ("Your $25 became $50 with Northwind's
	 * match."), or '' when nothing matched it. The match is counted on the gift without the fee
	 * the donor covered, as MatchingGifts does.
	 *
	 * @param array<string, mixed> $donation Completed donation.
	 */
	private static function match_sentence( array $donation ): string {
		$matches = ( new DonationRepository() )->completed_matches_of( (int) $donation['id'] );
		if ( array() === $matches ) {
			return '';
		}
		$gift    = (float) $donation['amount'] - (float) ( $donation['fee_amount'] ?? 0 );
		$matched = array_sum( array_map( 'floatval', array_column( $matches, 'amount' ) ) );
		return sprintf(
			/* translators: 1: the gift, 2: the gift with the match, 3: the sponsor who matched it. */
			__( 'Your %1$s became %2$s with %3$s’s match.', 'p2p-fundraising' ),
			Settings::format_money( $gift ),
			Settings::format_money( $gift + $matched ),
			(string) $matches[0]['donor_name']
		);
	}

	/**
	 * Back from Stripe before its confirmation arrived: says so and looks again in a few seconds
	 * (the donation completes only through the verified webhook, never through this return).
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @param array<string, mixed> $donation Pending donation.
	 */
	private static function confirming( array $campaign, array $donation ): string {
		$body = '<div class="p2p-donate__thanks" role="status"><h1>' . esc_html__( 'Confirming your payment…', 'p2p-fundraising' ) . '</h1><p>'
			/* translators: %s: amount with currency. */
			. esc_html( sprintf( __( 'Stripe is confirming your payment of %s. This page updates by itself in a few seconds.', 'p2p-fundraising' ), Settings::format_money( (float) $donation['amount'] ) ) )
			. '</p></div>' . wp_get_inline_script_tag( 'setTimeout( function () { window.location.reload(); }, 3000 );' );
		return self::document( $campaign, __( 'Confirming your payment', 'p2p-fundraising' ), $body );
	}

	/**
	 * A page with a heading and one sentence (not found, donations closed).
	 *
	 * @param array<string, mixed>|null $campaign Campaign row, for its colour; null for the default.
	 * @param string                    $title    Heading.
	 * @param string                    $text     Sentence.
	 */
	public static function message( ?array $campaign, string $title, string $text ): string {
		$body = '<h1>' . esc_html( $title ) . '</h1><p>' . esc_html( $text ) . '</p>';
		return self::document( $campaign, $title, $body );
	}

	/**
	 * The campaign's suggested amounts keyed by the value their radio button posts.
	 *
	 * @param array<string, mixed> $campaign Campaign row.
	 * @return array<string, array{amount: float, impact: string}>
	 */
	private static function presets( array $campaign ): array {
		$presets = array();
		foreach ( SuggestedAmounts::of( $campaign )['amounts'] as $item ) {
			$presets[ SuggestedAmounts::field_value( $item['amount'] ) ] = $item;
		}
		return $presets;
	}

	/**
	 * A labelled text input with its error.
	 *
	 * @param string                $field    Field name.
	 * @param string                $label    Label.
	 * @param string                $complete autocomplete token.
	 * @param array<string, mixed>  $values   Values.
	 * @param array<string, string> $errors   Errors.
	 */
	private static function text_field( string $field, string $label, string $complete, array $values, array $errors ): string {
		$id = 'p2p-' . str_replace( '_', '-', $field );
		return sprintf(
			'<div class="p2p-donate__field"><label for="%1$s">%2$s</label><input id="%1$s" name="%3$s" type="%4$s" autocomplete="%5$s" value="%6$s" maxlength="%9$d" %7$s>%8$s</div>',
			esc_attr( $id ),
			esc_html( $label ),
			esc_attr( $field ),
			'email' === $field ? 'email' : 'text',
			esc_attr( $complete ),
			esc_attr( (string) $values[ $field ] ),
			self::invalid_attrs( $field, $errors ),
			self::error( $field, $errors ),
			// What the server takes (DonationForm): a name part, or an address.
			'email' === $field ? 191 : PlainText::MAX_NAME_PART_LENGTH
		);
	}

	/**
	 * The optional words of support: a labelled textarea, its hint (who sees it) and its error.
	 *
	 * @param array<string, mixed>  $values    Values.
	 * @param array<string, string> $errors    Errors.
	 */
	private static function message_field( array $values, array $errors ): string {
		$described = 'p2p-message-hint' . ( isset( $errors['message'] ) ? ' p2p-message-error' : '' );
		return sprintf(
			'<div class="p2p-donate__field"><label for="p2p-message">%1$s</label><textarea id="p2p-message" name="message" rows="3" maxlength="%2$d" aria-describedby="%3$s"%4$s>%5$s</textarea><p id="p2p-message-hint" class="p2p-donate__hint p2p-donate__hint--field">%6$s</p>%7$s</div>',
			esc_html__( 'Words of support (optional)', 'p2p-fundraising' ),
			DonationMessage::max_length(),
			esc_attr( $described ),
			isset( $errors['message'] ) ? ' aria-invalid="true"' : '',
			esc_textarea( (string) ( $values['message'] ?? '' ) ),
			esc_html__( 'Shown with your gift on the page, also when you donate anonymously.', 'p2p-fundraising' ),
			self::error( 'message', $errors )
		);
	}

	/**
	 * The optional dedication (decision 0077), folded under its summary until used: the kind and
	 * the name, then whom to tell, with the consent text beside the address. Open when it holds a
	 * value or an error, so the error summary's links reach its fields.
	 *
	 * @param array<string, mixed>  $values Values.
	 * @param array<string, string> $errors Errors.
	 */
	private static function dedication_fields( array $values, array $errors ): string {
		$value = static function ( string $field ) use ( $values ): string {
			return (string) ( $values[ $field ] ?? '' );
		};
		$open  = array() !== array_intersect_key( $errors, array_flip( Dedication::FIELDS ) ) || '' !== $value( 'dedication_type' ) . $value( 'dedication_name' ) . $value( 'notify_name' ) . $value( 'notify_email' );
		$types = '';
		foreach ( array( '' => __( 'No dedication', 'p2p-fundraising' ), Dedication::HONOUR => __( 'In honour of', 'p2p-fundraising' ), Dedication::MEMORY => __( 'In memory of', 'p2p-fundraising' ) ) as $type => $label ) {
			$types .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( (string) $type ), selected( (string) $type, $value( 'dedication_type' ), false ), esc_html( $label ) );
		}
		$input = static function ( string $field, string $label, string $type, string $hint = '' ) use ( $value, $errors ): string {
			$id        = 'p2p-' . str_replace( '_', '-', $field );
			$described = trim( ( '' !== $hint ? $id . '-hint' : '' ) . ( isset( $errors[ $field ] ) ? ' ' . $id . '-error' : '' ) );
			return sprintf(
				'<div class="p2p-donate__field"><label for="%1$s">%2$s</label><input id="%1$s" name="%3$s" type="%4$s" autocomplete="off" value="%5$s" maxlength="%6$d"%7$s%8$s>%9$s%10$s</div>',
				esc_attr( $id ),
				esc_html( $label ),
				esc_attr( $field ),
				esc_attr( $type ),
				esc_attr( $value( $field ) ),
				'email' === $type ? 191 : TextLimits::max( TextLimits::NAME ),
				'' === $described ? '' : ' aria-describedby="' . esc_attr( $described ) . '"',
				isset( $errors[ $field ] ) ? ' aria-invalid="true"' : '',
				'' === $hint ? '' : '<p id="' . esc_attr( $id . '-hint' ) . '" class="p2p-donate__hint p2p-donate__hint--field">' . esc_html( $hint ) . '</p>',
				self::error( $field, $errors )
			);
		};
		$type_error = isset( $errors['dedication_type'] );
		return sprintf(
			'<details class="p2p-donate__dedication"%1$s><summary>%2$s</summary><div class="p2p-donate__field"><label for="p2p-dedication-type">%3$s</label><select id="p2p-dedication-type" name="dedication_type"%4$s>%5$s</select>%6$s</div>%7$s<fieldset><legend>%8$s</legend>%9$s%10$s</fieldset></details>',
			$open ? ' open' : '',
			esc_html__( 'Dedicate this gift (optional)', 'p2p-fundraising' ),
			esc_html__( 'Dedication', 'p2p-fundraising' ),
			$type_error ? ' aria-invalid="true" aria-describedby="p2p-dedication-type-error"' : '',
			$types,
			self::error( 'dedication_type', $errors ),
			$input( 'dedication_name', __( 'Name of the person you dedicate it to', 'p2p-fundraising' ), 'text', __( 'Shown with your gift on the page, also when you donate anonymously.', 'p2p-fundraising' ) ),
			esc_html__( 'Let someone know by e-mail (optional)', 'p2p-fundraising' ),
			$input( 'notify_name', __( 'Their name', 'p2p-fundraising' ), 'text' ),
			$input( 'notify_email', __( 'Their address', 'p2p-fundraising' ), 'email', Dedication::consent_text() )
		);
	}

	/**
	 * aria-invalid / aria-describedby for an invalid field. Not `autofocus`: a browser ignores it
	 * when the focus is already inside the frame (the donor pressed Donate), so the error summary
	 * takes the focus by script instead.
	 *
	 * @param string                $field  Field name.
	 * @param array<string, string> $errors Errors.
	 */
	private static function invalid_attrs( string $field, array $errors ): string {
		if ( ! isset( $errors[ $field ] ) ) {
			return '';
		}
		$id = 'p2p-' . str_replace( '_', '-', $field ) . '-error';
		return 'aria-invalid="true" aria-describedby="' . esc_attr( $id ) . '"';
	}

	/**
	 * The field that shows a field's error and takes the focus from the summary's link.
	 *
	 * @param string $field Field name.
	 */
	private static function field_id( string $field ): string {
		return 'amount' === $field ? 'p2p-amount-custom' : 'p2p-' . str_replace( '_', '-', $field );
	}

	/**
	 * Above the form when fields are invalid: what to fix, each a link to its field, announced and
	 * focused as the page loads (the donor's Enter or Donate reloaded the frame), so keyboard and
	 * screen-reader users hear every problem and reach each field in one step.
	 *
	 * @param array<string, string> $errors Field => message ('form' for the whole form).
	 */
	private static function error_summary( array $errors ): string {
		$fields = array_diff_key( $errors, array( 'form' => '' ) );
		if ( array() === $fields ) {
			return '';
		}
		ob_start();
		?>
		<div class="p2p-donate__summary" role="alert" tabindex="-1" aria-labelledby="p2p-summary-title">
			<h2 id="p2p-summary-title"><?php esc_html_e( 'Please check the following:', 'p2p-fundraising' ); ?></h2>
			<ul>
				<?php foreach ( $fields as $field => $message ) : ?>
					<li><a href="#<?php echo esc_attr( self::field_id( (string) $field ) ); ?>"><?php echo esc_html( $message ); ?></a></li>
				<?php endforeach; ?>
			</ul>
		</div>
		<?php ob_start(); ?>
		( function () {
			var summary = document.querySelector( '.p2p-donate__summary' );
			summary.focus();
			// A link moves the focus into its field, not only the view (a fragment does not focus).
			summary.addEventListener( 'click', function ( event ) {
				var link = event.target.closest( 'a[href^="#"]' );
				var field = link && document.getElementById( link.getAttribute( 'href' ).slice( 1 ) );
				if ( field ) {
					event.preventDefault();
					field.focus();
				}
			} );
		} )();
		<?php
		wp_print_inline_script_tag( (string) ob_get_clean() );
		return (string) ob_get_clean();
	}

	/**
	 * The error message of a field, or ''.
	 *
	 * @param string                $field  Field name.
	 * @param array<string, string> $errors Errors.
	 */
	private static function error( string $field, array $errors ): string {
		if ( ! isset( $errors[ $field ] ) ) {
			return '';
		}
		$id = 'p2p-' . str_replace( '_', '-', $field ) . '-error';
		return '<p id="' . esc_attr( $id ) . '" class="p2p-donate__error">' . esc_html( $errors[ $field ] ) . '</p>';
	}

	/**
	 * Prints the document's stylesheet inline (one request less for the frame's first paint),
	 * through a style queue of its own: this page has no wp_head(), and the tests render many
	 * documents in one process, where the site's queue would print a handle only once.
	 *
	 * @param string $css The stylesheet (its one variable part escaped by the caller).
	 */
	private static function print_style( string $css ): void {
		$styles = new \WP_Styles();
		$styles->add( self::STYLE_HANDLE, false, array(), P2P_FUNDRAISING_VERSION );
		$styles->add_inline_style( self::STYLE_HANDLE, $css );
		$styles->do_items( self::STYLE_HANDLE );
	}

	/**
	 * The whole document around a body.
	 *
	 * @param array<string, mixed>|null $campaign Campaign row (colour, title) or null.
	 * @param string                    $title    Page title.
	 * @param string                    $body     Escaped body HTML.
	 */
	private static function document( ?array $campaign, string $title, string $body ): string {
		$color = null === $campaign ? '' : (string) sanitize_hex_color( (string) $campaign['primary_color'] );
		$color = '' === $color ? self::DEFAULT_COLOR : $color;
		$full  = null === $campaign ? $title : $title . ' – ' . $campaign['title'];

		ob_start();
		?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title><?php echo esc_html( $full ); ?></title>
		<?php ob_start(); ?>
:root { --p2p-accent: <?php echo esc_html( $color ); ?>; --p2p-on-accent: <?php echo esc_html( Contrast::text_on( $color ) ); ?>; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 Montserrat, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; color: #333; background: #fff; }
main { max-width: 560px; margin: 0 auto; padding: 24px 16px; }
h1 { font-size: 1.4rem; margin: 0 0 16px; }
[tabindex="-1"]:focus { outline: none; }
fieldset { border: 0; margin: 0 0 16px; padding: 0; }
legend, label { display: block; font-weight: 600; margin-bottom: 6px; }
.p2p-donate__presets { display: flex; flex-wrap: wrap; gap: 8px; margin-bottom: 12px; }
.p2p-donate__preset { position: relative; margin: 0; font-weight: 600; }
.p2p-donate__preset input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.p2p-donate__preset span { display: block; min-width: 80px; padding: 10px 14px; text-align: center; border: 2px solid var(--p2p-accent); border-radius: 6px; }
.p2p-donate__preset input:checked + span { background: var(--p2p-accent); color: var(--p2p-on-accent); }
.p2p-donate__preset input:focus-visible + span { outline: 3px solid #1d4ed8; outline-offset: 2px; }
.p2p-donate__impact { margin: 0 0 12px; color: #333; font-weight: 600; }
.p2p-donate__impact:empty { margin: 0; }
input[type=text], input[type=email], textarea { width: 100%; padding: 10px 12px; font: inherit; border: 1px solid #8a8a8a; border-radius: 6px; }
textarea { resize: vertical; min-height: 4.5em; }
textarea:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
textarea[aria-invalid=true] { border-color: #b32d2e; }
.p2p-donate__hint--field { margin-top: 4px; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
input[aria-invalid=true] { border-color: #b32d2e; }
.p2p-donate__field { margin-bottom: 16px; }
.p2p-donate__check { display: grid; grid-template-columns: auto 1fr; gap: 0 8px; align-items: center; margin-bottom: 20px; }
.p2p-donate__check input { width: 20px; height: 20px; margin: 0; }
.p2p-donate__check label { margin: 0; }
.p2p-donate__hint { grid-column: 2; margin: 2px 0 0; font-size: .875rem; color: #555; }
.p2p-donate__error { color: #b32d2e; margin: 6px 0 0; font-size: .9rem; }
.p2p-donate__summary { margin: 0 0 20px; padding: 12px 16px; border: 2px solid #b32d2e; border-radius: 6px; }
.p2p-donate__summary:focus { outline: 3px solid #1d4ed8; outline-offset: 2px; }
.p2p-donate__summary h2 { font-size: 1.05rem; margin: 0 0 8px; }
.p2p-donate__summary ul { margin: 0; padding-left: 20px; }
.p2p-donate__summary a { color: #b32d2e; font-weight: 600; }
.p2p-donate__mode { padding: 8px 12px; background: #fff8e5; border-left: 4px solid #dba617; }
.p2p-donate__total { font-size: 1.1rem; margin: 0 0 4px; }
.p2p-donate__match { margin: 0 0 12px; padding: 8px 12px; border-radius: 6px; background: #e8f5e9; color: #1b5e20; }
.p2p-donate__pay-hint { margin: 0 0 16px; }
.p2p-donate__multiplied { padding: 8px 12px; border-radius: 6px; background: #e8f5e9; color: #1b5e20; font-weight: 600; }
.p2p-donate__receipt { display: grid; grid-template-columns: auto 1fr; gap: 4px 16px; margin: 0 0 16px; }
.p2p-donate__receipt dt { font-weight: 600; }
.p2p-donate__receipt dd { margin: 0; }
/* Dedication (decision 0077). */
.p2p-donate__dedication { margin: 0 0 20px; padding: 10px 12px; border: 1px solid #8a8a8a; border-radius: 6px; }
.p2p-donate__dedication summary { font-weight: 600; cursor: pointer; }
.p2p-donate__dedication summary:focus-visible, select:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
.p2p-donate__dedication[open] summary { margin-bottom: 12px; }
.p2p-donate__dedication fieldset { margin: 0; }
.p2p-donate__dedication select { width: 100%; padding: 10px 12px; font: inherit; border: 1px solid #8a8a8a; border-radius: 6px; background: #fff; color: inherit; }
.p2p-donate__dedication select[aria-invalid=true] { border-color: #b32d2e; }
.p2p-donate__submit { display: block; text-align: center; text-decoration: none; width: 100%; min-width: 200px; padding: 12px 20px; font: inherit; font-weight: 700; border: 0; border-radius: 6px; cursor: pointer; background: var(--p2p-accent); color: var(--p2p-on-accent); }
a { color: inherit; }
		<?php self::print_style( (string) ob_get_clean() ); ?>
</head>
<body class="p2p-donate">
<main>
		<?php
		echo $body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped by the callers above.
		?>
</main>
</body>
</html>
		<?php
		return ltrim( (string) ob_get_clean() );
	}
}
