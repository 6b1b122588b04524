/**
 * A live preview of the campaign colours as the campaign pages use them: the hero's buttons,
 * the progress bar and an accent, through the same theme builder as the public app.
 */
import { __ } from '@wordpress/i18n';
import { buildTheme } from '../../../../shared/theme/theme';

interface ColourPreviewProps {
	primary: string;
	secondary: string;
	title: string;
}

export function ColourPreview( {
	primary,
	secondary,
	title,
}: ColourPreviewProps ) {
	const theme = buildTheme( primary, secondary );
	const { colors } = theme;
	return (
		<figure
			className="p2p-admin-colour-preview"
			aria-label={ __( 'Colour preview', 'p2p-fundraising' ) }
		>
			<div
				className="p2p-admin-colour-preview__hero"
				style={ {
					background: colors.secondarySurface,
					color: colors.onSecondary,
				} }
			>
				<strong>
					{ title || __( 'Campaign title', 'p2p-fundraising' ) }
				</strong>
				<div className="p2p-admin-colour-preview__buttons">
					<span
						className="p2p-admin-colour-preview__button"
						data-testid="preview-primary"
						style={ {
							background: colors.primarySurface,
							color: colors.onPrimary,
						} }
					>
						{ __( 'Donate Now', 'p2p-fundraising' ) }
					</span>
					<span
						className="p2p-admin-colour-preview__button is-outline"
						data-testid="preview-secondary"
						style={ {
							background: colors.surface,
							color: colors.secondaryText,
						} }
					>
						{ __( 'Start Fundraising', 'p2p-fundraising' ) }
					</span>
				</div>
			</div>
			<div
				className="p2p-admin-colour-preview__progress"
				aria-hidden="true"
			>
				<span style={ { width: '62%', background: colors.primary } } />
			</div>
			<p style={ { color: colors.primaryText } }>
				{ __( 'View All Teams', 'p2p-fundraising' ) } ›
			</p>
			<figcaption className="description">
				{ __(
					'How the campaign pages will use these colours.',
					'p2p-fundraising'
				) }
			</figcaption>
		</figure>
	);
}
