import { newPasswordProblem } from './new-password-problem';

describe( 'newPasswordProblem', () => {
	it.each( [
		[ '', 'Please enter a password.' ],
		[ '       ', 'Your password cannot be only spaces.' ],
		[ 'abc12', 'Password must have at least 6 characters' ],
		[
			'NORAQUIST@Example.net',
			'Your password cannot be your e-mail address or user name.',
		],
		[
			'NoraQuist',
			'Your password cannot be your e-mail address or user name.',
		],
	] )( 'refuses %j for noraquist@example.net', ( password, message ) => {
		expect( newPasswordProblem( password, 'noraquist@example.net' ) ).toBe(
			message
		);
	} );

	it( 'accepts a long enough password that is not the address', () => {
		expect( newPasswordProblem( 'NoraQuist', 'nora@example.net' ) ).toBe(
			null
		);
		expect( newPasswordProblem( ' a b c ', 'nora@example.net' ) ).toBe(
			null
		);
	} );

	it( 'counts characters, not UTF-16 units', () => {
		expect( newPasswordProblem( '😀😀😀', 'nora@example.net' ) ).toBe(
			'Password must have at least 6 characters'
		);
	} );
} );
