export const TEMPLATE_DATABASE = 'tsm_template';
