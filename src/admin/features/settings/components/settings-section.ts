/**
 * What every section of the Settings screen receives: the whole settings object as edited so far,
 * and a way to change some keys. A new section (payments) is one more component of this shape,
 * listed in settings-form.tsx.
 */
import type { AdminSettings } from '../../../api/types';

export interface SettingsSectionProps {
	values: AdminSettings;
	onChange: ( changes: Partial< AdminSettings > ) => void;
}
