/**
 * Shown instead of the app when the page did not embed its settings or data.
 */
import { __ } from '@wordpress/i18n';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '../../shared/theme/theme';
import { ReloadNotice } from '../../shared/ui/reload-notice';

interface BootErrorScreenProps {
	message: string;
}

export function BootErrorScreen( { message }: BootErrorScreenProps ) {
	return (
		<ThemeProvider theme={ buildTheme() }>
			<ReloadNotice
				details={ `${ __(
					'This campaign page could not start:',
					'p2p-fundraising'
				) } ${ message }` }
			/>
		</ThemeProvider>
	);
}
