// The composition root of the API (ADR 0153): every service is built here, once at start-up,
// from the settings app.ts hands over (database, clock, snapshot cache, file store, public
// origin …), and each module's routes get their services from here. A service never builds
// another service: what it needs from another module is passed in below, so one setting (the
// snapshot cache, the clock) reaches every service that reads through another one. Services are
// built bottom-up, in the order of the layers (layers.json).
import {
  createAccountsService,
  createInvitationsService,
  createPasswordResetService,
  createTwoFactorService,
} from './accounts/index';
import {
  createApplicationProgressReads,
  createApplicationsCabinetService,
  createApplicationsService,
} from './applications/index';
import { createClubsCabinetService, createClubsService } from './clubs/index';
import {
  createAlbumsService,
  createArticlesService,
  createCatalogueService,
  createContentService,
  createMatchPhotos,
} from './content/index';
import { createDeparturesService } from './departures/index';
import { createDocumentRemindersService, createDocumentsService } from './documents/index';
import { transferRefusals } from './eligibility/index';
import { createFeedbackInbox, createFeedbackService } from './feedback/index';
import { siteName } from '@league/shared/league';
import { createFirstStartReads, createLeagueService, readIdentity } from './league/index';
import { createHistoryService } from './history/index';
import { createIcalService, siteOf } from './ical/index';
import { createFeedService, createSitemapService } from './sitemap/index';
import { invalidatePublic } from '../lib/public-version';
import { LiveHub } from './live/index';
import { createMatchesService, createMatchMediaService, createProtocolService } from './matches/index';
import type { ModuleOptions } from './module';
import { createNotificationsService } from './notifications/index';
import { createPlayerPagesService } from './player-pages/index';
import { createPlayersCabinetService } from './players/index';
import { createRefereesCabinetService, createRefereesService } from './referees/index';
import { createRegistryImportService } from './registry-import/index';
import { createSearchService } from './search/index';
import { createShareService } from './share/index';
import { createStadiumsCabinetService, createStadiumsService } from './stadiums/index';
import { createStaffCabinetService, createStaffService } from './staff/index';
import { createStandingsService } from './standings/index';
import { createHandbooksService, createSystemService } from './system/index';
import { createTeamPagesCabinetService, createTeamPagesService } from './team-pages/index';
import { createTeamsCabinetService } from './teams/index';
import {
  createEntriesService,
  createSeasonsService,
  createTournamentsCabinetService,
  createTournamentsService,
} from './tournaments/index';

/** Every module's services, by module name, built once from the settings. */
export function composeServices(options: ModuleOptions) {
  const shared = composeSharedServices(options);
  // Spread in this order: each module's services are built in the order they are listed.
  return {
    ...accountServices(options, shared),
    ...competitionServices(options, shared),
    ...registryServices(options, shared),
    ...siteServices(options, shared),
  };
}

export type Services = ReturnType<typeof composeServices>;

/** The services other modules read through, bottom-up in the order of the layers. */
function composeSharedServices(options: ModuleOptions) {
  const { db, clock, auth, storage, snapshots, publicUrl, emailAvailable } = options;

  // foundation and reference
  const notifications = createNotificationsService({ db, clock, emailAvailable });
  const stadiums = createStadiumsService({ db });
  const content = createContentService({ db, clock });

  // registry
  const teamsRegistry = createTeamsCabinetService({ db, clock, storage });
  const staff = createStaffService({ db, clock });

  // competition
  const tournaments = createTournamentsService({ db, clock, snapshots });
  const applications = createApplicationsService({ db, tournaments, staff });
  const tournamentsCabinet = createTournamentsCabinetService({
    db,
    clock,
    tournaments,
    progress: createApplicationProgressReads({ db }),
  });

  // match
  const matches = createMatchesService({ db, clock, snapshots, tournaments, content });

  // read models
  const standings = createStandingsService({ db, snapshots, tournaments, matches });
  const referees = createRefereesService({ db, clock, matches });
  const playerPages = createPlayerPagesService({ db, tournaments, matches, applications });
  const teamPages = createTeamPagesService({ db, tournaments, standings, matches, applications, stadiums });
  const clubs = createClubsService({ db, stadiums });
  const invitations = createInvitationsService({ db, clock, auth, publicUrl, emailAvailable: !!emailAvailable });

  return {
    notifications,
    stadiums,
    content,
    teamsRegistry,
    staff,
    tournaments,
    applications,
    tournamentsCabinet,
    matches,
    standings,
    referees,
    playerPages,
    teamPages,
    clubs,
    invitations,
  };
}

type SharedServices = ReturnType<typeof composeSharedServices>;

/** Signing in, accounts and the league's system pages. */
function accountServices(
  { db, clock, auth, rateLimits, publicUrl, emailAvailable }: ModuleOptions,
  { invitations, tournaments, stadiums, referees }: SharedServices,
) {
  return {
    auth: { auth },
    accounts: {
      accounts: createAccountsService({ db, clock, auth, invitations }),
      invitations,
      resets: createPasswordResetService({
        db,
        clock,
        auth,
        store: rateLimits,
        publicUrl,
        emailAvailable: !!emailAvailable,
      }),
      twoFactor: createTwoFactorService({ db, clock, auth }),
    },
    system: {
      system: createSystemService({ db, clock }),
      handbooks: createHandbooksService({ db, tournaments, stadiums, referees }),
    },
  };
}

/** Tournaments, matches, tables and the teams' pages. */
function competitionServices({ db, clock, storage }: ModuleOptions, shared: SharedServices) {
  const { tournaments, tournamentsCabinet, matches, standings, teamsRegistry, teamPages } = shared;
  return {
    tournaments: {
      tournaments,
      cabinet: tournamentsCabinet,
      seasons: createSeasonsService({ db, clock }),
      entries: createEntriesService({ db, clock, cabinet: tournamentsCabinet }),
    },
    matches: {
      matches,
      protocol: createProtocolService({ db, clock }),
      media: createMatchMediaService({ db, clock, photos: createMatchPhotos({ db, clock, storage }) }),
      sheet: { db, clock, storage },
    },
    standings: { standings },
    teams: { registry: teamsRegistry },
    'team-pages': {
      teams: teamPages,
      cabinet: createTeamPagesCabinetService({
        db,
        clock,
        registry: teamsRegistry,
        tournaments,
        applications: shared.applications,
        staff: shared.staff,
        standings,
      }),
    },
  };
}

/** Clubs, players, staff, referees, stadiums and their papers. */
function registryServices({ db, clock, storage }: ModuleOptions, shared: SharedServices) {
  const { clubs, stadiums, playerPages, staff, referees, applications } = shared;
  return {
    clubs: { clubs, registry: createClubsCabinetService({ db, clock, storage, stadiums }) },
    players: {
      cabinet: createPlayersCabinetService({
        db,
        clock,
        storage,
        statistics: playerPages.statistics,
        eligibility: transferRefusals,
      }),
    },
    'player-pages': { players: playerPages },
    'registry-import': { imports: createRegistryImportService({ db, clock }) },
    staff: { staff, cabinet: createStaffCabinetService({ db, clock, storage, eligibility: transferRefusals }) },
    referees: { referees, cabinet: createRefereesCabinetService({ db, clock, storage }) },
    stadiums: { stadiums, registry: createStadiumsCabinetService({ db, clock }) },
    applications: { applications, cabinet: createApplicationsCabinetService({ db, clock }) },
    departures: { departures: createDeparturesService({ db, clock }) },
    documents: {
      documents: createDocumentsService({ db, storage, clock }),
      reminders: createDocumentRemindersService({ db, clock }),
    },
  };
}

/** The public site's content, the league's identity, live matches, feeds and share cards. */
function siteServices(options: ModuleOptions, shared: SharedServices) {
  const { db, clock, storage, listen, rateLimits, publicUrl, liveStreams } = options;
  const { content, matches, notifications, tournaments } = shared;
  return {
    content: {
      content,
      articles: createArticlesService({ db, clock }),
      albums: createAlbumsService({ db, clock, storage }),
      catalogue: createCatalogueService({ db, clock, storage }),
      pictures: { db, storage, clock },
    },
    feedback: {
      feedback: createFeedbackService({ db, clock, store: rateLimits }),
      inbox: createFeedbackInbox({ db, clock }),
    },
    league: { league: createLeagueService({ db, clock, storage }), firstStart: createFirstStartReads({ db }), storage },
    search: { search: createSearchService({ db, clock }) },
    // Every change heard also drops this process's public answers: the write may have come from
    // another process or from outside the API, which no request hook of this process saw.
    live: {
      db,
      hub: new LiveHub(listen, {
        onChange: () => invalidatePublic(),
        read: matches.live,
        maxPerAddress: liveStreams?.perAddress,
        maxStreams: liveStreams?.max,
      }),
    },
    notifications: { notifications },
    ical: { ical: createIcalService({ db, clock, tournaments, matches }), site: siteOf(publicUrl) },
    sitemap: {
      sitemap: createSitemapService({ db, clock, origin: publicUrl }),
      feed: createFeedService({ content, origin: publicUrl }),
    },
    share: {
      share: createShareService({
        storage,
        matches,
        teams: shared.teamPages,
        players: shared.playerPages,
        tournaments,
        clubs: shared.clubs,
        referees: shared.referees,
        content,
        site: async (language) => siteName(await readIdentity(db), language),
      }),
    },
    history: { history: createHistoryService({ db }) },
  };
}
