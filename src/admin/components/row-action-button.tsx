/**
 * A row action as a button: the short word on screen, the sentence naming the row for assistive
 * technology (RowActionLabel). The list's link style unless a class is given.
 */
import { RowActionLabel } from './row-action-label';

interface RowActionButtonProps {
	/** What the button shows ("Edit"). */
	label: string;
	/** What screen readers announce instead ("Edit Team North"). */
	accessibleLabel: string;
	onClick: () => void;
	className?: string;
	disabled?: boolean;
}

export function RowActionButton( {
	label,
	accessibleLabel,
	onClick,
	className = 'button-link',
	disabled,
}: RowActionButtonProps ) {
	return (
		<button
			type="button"
			className={ className }
			disabled={ disabled }
			onClick={ onClick }
		>
			<RowActionLabel
				label={ label }
				accessibleLabel={ accessibleLabel }
			/>
		</button>
	);
}
