export { ClubCreatePage as default } from './club-form-page';
