export { TournamentEditPage as default } from './tournament-form-page';
