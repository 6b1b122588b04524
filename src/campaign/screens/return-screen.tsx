/**
 * /return/?token=… (issue 28): last year's fundraiser joins next year's campaign in one step.
 */
import { __ } from '@wordpress/i18n';
import { FormLayout } from '../components/form-layout';
import { ReturnJoin } from '../features/returning/components/return-join';

export function ReturnScreen() {
	return (
		<FormLayout
			title={ __( 'Join Again', 'p2p-fundraising' ) }
			className="p2p-return-screen"
		>
			<ReturnJoin />
		</FormLayout>
	);
}
