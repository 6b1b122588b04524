<?php
/**
 * A second connection to the test database: another request's session, for tests of locks.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

trait OtherSession {

	/** Opens a connection of its own to the test database (the caller closes it). */
	protected function open_other_session(): \mysqli {
		list( $host, $socket ) = array_pad( explode( ':', DB_HOST, 2 ), 2, null );
		$port                  = null;
		if ( null !== $socket && ctype_digit( $socket ) ) {
			$port   = (int) $socket;
			$socket = null;
		}
		return new \mysqli( $host, DB_USER, DB_PASSWORD, DB_NAME, (int) $port, $socket );
	}
}
