/**
 * #/payment-settings: the payment settings on a screen of their own.
 */
import { __ } from '@wordpress/i18n';
import { Link } from 'react-router-dom';
import { PaymentSettingsPanel } from './payment-settings-panel';

export function PaymentSettingsScreen() {
	return (
		<>
			<h1 className="wp-heading-inline">
				{ __( 'Payment settings', 'p2p-fundraising' ) }
			</h1>
			<Link to="/" className="page-title-action">
				{ __( 'Back to campaigns', 'p2p-fundraising' ) }
			</Link>
			<hr className="wp-header-end" />
			<PaymentSettingsPanel />
		</>
	);
}
