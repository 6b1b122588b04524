<?php
/**
 * The team invitation e-mail.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Teams;

defined( 'ABSPATH' ) || exit;

/**
 * A plain-text e-mail with a fixed subject: nothing a captain typed goes into the subject line
 * (a team named "You won! Claim at …" must not turn the site into a spam relay). The team name
 * and the captain's name appear in the body only, quoted, on one line each.
 */
final class InvitationMail {

	/** The subject of every invitation. */
	public static function subject(): string {
		return __( 'You are invited to join a fundraising team', 'p2p-fundraising' );
	}

	/**
	 * Sends one invitation.
	 *
	 * @param string               $to       Address.
	 * @param array<string, mixed> $team     Team row.
	 * @param array<string, mixed> $campaign Campaign row.
	 * @param string               $join_url Link with the single-use token.
	 * @param string               $inviter  The captain's display name.
	 */
	public static function send( string $to, array $team, array $campaign, string $join_url, string $inviter ): bool {
		$message = sprintf(
			/* translators: 1: inviter's name, 2: team name, 3: campaign title, 4: site name, 5: join link, 6: days the link works. */
			__( "%1\$s invited you to join the team \"%2\$s\", fundraising for \"%3\$s\" on %4\$s.\n\nJoin the team with this link (it works once, for %6\$d days):\n%5\$s\n\nIf you do not know the sender, you can ignore this e-mail.", 'p2p-fundraising' ),
			self::one_line( $inviter ),
			self::one_line( (string) $team['name'] ),
			self::one_line( (string) $campaign['title'] ),
			self::one_line( wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ) ),
			$join_url,
			(int) round( (int) apply_filters( 'p2p_fundraising_invitation_lifetime', TeamService::INVITATION_LIFETIME, $team ) / DAY_IN_SECONDS )
		);
		return (bool) wp_mail( $to, self::subject(), $message, array( 'Content-Type: text/plain; charset=UTF-8' ) );
	}

	/**
	 * Text on one line, at most 100 characters (a name cannot forge extra lines in the body).
	 *
	 * @param string $text Text.
	 */
	private static function one_line( string $text ): string {
		$line = trim( (string) preg_replace( '/\s+/u', ' ', wp_strip_all_tags( $text ) ) );
		return mb_strlen( $line ) > 100 ? mb_substr( $line, 0, 99 ) . '…' : $line;
	}
}
