import {
	INVITATION_ERROR_CODES,
	invitationTokenFrom,
} from './invitation-token';

describe( 'invitationTokenFrom', () => {
	it( 'reads the token of an invitation link', () => {
		expect( invitationTokenFrom( '?invitation=AbC123xyz' ) ).toBe(
			'AbC123xyz'
		);
		expect( invitationTokenFrom( '?utm=mail&invitation=Zz9' ) ).toBe(
			'Zz9'
		);
	} );

	it( 'ignores a missing or malformed token', () => {
		expect( invitationTokenFrom( '' ) ).toBe( '' );
		expect( invitationTokenFrom( '?invitation=' ) ).toBe( '' );
		expect( invitationTokenFrom( '?invitation=<script>' ) ).toBe( '' );
		expect(
			invitationTokenFrom( `?invitation=${ 'a'.repeat( 65 ) }` )
		).toBe( '' );
	} );

	it( 'knows the codes of a refused token', () => {
		expect( INVITATION_ERROR_CODES ).toEqual( [
			'p2p_invitation_invalid',
			'p2p_invitation_used',
			'p2p_invitation_expired',
		] );
	} );
} );
