import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInvitationAnswer,
  acceptInvitationRequest,
  adminStream,
  badRequest,
  conflict,
  emailClaimStream,
  forbidden,
  inviteStaffRequest,
  staffParams,
  staffWriteAnswer,
  updateStaffRequest,
  LeagueError,
  INVITATION_INVALID_MESSAGE,
  INVITATION_VALID_MS,
  OWNER_UNCHANGEABLE_MESSAGE,
  STAFF_EMAIL_TAKEN_MESSAGE,
} from '@league/contracts';
import { accessGuard, TOKEN_LIFETIME_SECONDS } from '@league/infra/http';
import { fold, handleCommand } from '../handling';
import type { CommandApiDeps } from '../deps';
import { readClaim } from './accounts';
import { adminAggregate, adminDecider, emailClaimDecider, type AdminState } from './decider';
import { accountKit, actingAs, type AccountApp, type AccountKit } from './kit';
import { linkTo, LINK_PAGES, newLinkToken, readLinkToken } from './links';
import { hashPassword } from './passwords';
import { adminStanding, isOwner, readSiteAdmin } from './sessions';

const tags = ['staff'];
const security = [{ bearerAuth: [] }];

/**
 * The staff of the league (docs/accounts.md), admin-<adminId> streams: POST /api/admin/staff invites
 * (the address claimed on adminEmail-<keyed hash>, as the owner's is), PATCH /api/admin/staff/{staffId}
 * renames, gives the other role, disables or enables. The owner or an admin only; nobody changes the
 * owner. GET /api/admin/staff is a read of the query API.
 */
export const staffRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const kit = accountKit(deps);
  const { store } = deps;
  const onlyAdmin = accessGuard(deps.tokens, 'admin');

  /** the admin account holding the address, claimed now for a new one when nobody holds it */
  const accountFor = async (email: string, request: Parameters<AccountKit['context']>[0]) => {
    const found = await readClaim(store, kit.personalData, 'admin', email);
    if (found.claim.status === 'claimed') return found.claim.accountId;
    const adminId = randomUUID();
    // a claim under the address itself (from before stream ids were hashed) is never recorded anew
    const stream = found.hashed
      ? found.stream
      : emailClaimStream('admin', await kit.personalData.emailStreamKey(email));
    try {
      const claim = { type: 'ClaimAdminEmail', data: { email, adminId } } as const;
      await handleCommand(store, stream, emailClaimDecider, claim, kit.context(request));
    } catch (error) {
      // someone claimed it at the same moment
      if (error instanceof LeagueError && error.status === 409) throw conflict(STAFF_EMAIL_TAKEN_MESSAGE);
      throw error;
    }
    return adminId;
  };

  app.post(
    '/api/admin/staff',
    {
      onRequest: onlyAdmin,
      schema: { tags, security, body: inviteStaffRequest, response: { 201: staffWriteAnswer } },
    },
    async (request, reply) => {
      const { email, name, role } = request.body;
      const adminId = await accountFor(email, request);
      const [past, siteAdmin] = await Promise.all([
        store.readStream(adminStream(adminId)),
        readSiteAdmin(store),
      ]);
      if (isOwner(fold<AdminState, never>(adminDecider, past), siteAdmin) || siteAdmin.adminId === adminId)
        throw conflict(STAFF_EMAIL_TAKEN_MESSAGE);
      const { token, tokenHash } = newLinkToken(adminId);
      const invitation = {
        adminId,
        email,
        name,
        role,
        invitationId: randomUUID(),
        tokenHash,
        expiresAt: new Date(kit.now().getTime() + INVITATION_VALID_MS).toISOString(),
        link: linkTo(kit.publicUrl, LINK_PAGES.invitation, token),
      };
      const { position } = await kit.run(
        request,
        adminAggregate.of(adminId),
        { type: 'InviteStaff', data: invitation },
        { past },
      );
      return reply.code(201).send({ staffId: adminId, position });
    },
  );

  app.patch(
    '/api/admin/staff/:staffId',
    {
      onRequest: onlyAdmin,
      schema: {
        tags,
        security,
        params: staffParams,
        body: updateStaffRequest,
        response: { 200: staffWriteAnswer },
      },
    },
    async (request) => {
      const { staffId } = request.params;
      const [past, siteAdmin] = await Promise.all([
        store.readStream(adminStream(staffId)),
        readSiteAdmin(store),
      ]);
      const state = fold<AdminState, never>(adminDecider, past);
      if (isOwner(state, siteAdmin) || siteAdmin.adminId === staffId)
        throw forbidden(OWNER_UNCHANGEABLE_MESSAGE);
      const { position } = await kit.run(
        request,
        adminAggregate.of(staffId),
        { type: 'ChangeStaff', data: request.body },
        { past },
      );
      // a disabled member's sessions end; a new role counts at once in this process (5 s elsewhere)
      if (request.body.disabled === true)
        await kit.sessions.endAll({ kind: 'admin', id: staffId }, kit.now());
      deps.tokens.recheck({ role: 'admin', id: staffId });
      return { staffId, position };
    },
  );
};

/**
 * POST /api/staff/accept {token, password} (public): the invited person chooses a password with the
 * invitation's link (the newest, within 7 days, once) and is signed in: 200 {staffId, token, expiresIn}.
 * Any other token is a 400 with INVITATION_INVALID_MESSAGE, and nothing is recorded.
 */
export function invitationRoutes(app: AccountApp, kit: AccountKit) {
  const { store } = kit.deps;
  app.post(
    '/api/staff/accept',
    {
      schema: {
        tags,
        body: acceptInvitationRequest,
        response: { 200: acceptInvitationAnswer },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const link = readLinkToken(token);
      if (!link) throw badRequest(INVITATION_INVALID_MESSAGE);
      const adminId = link.accountId;
      const past = await store.readStream(adminStream(adminId));
      const now = kit.now().toISOString();
      const accept = (passwordHash: string) =>
        ({ type: 'AcceptInvitation', data: { tokenHash: link.tokenHash, passwordHash, now } }) as const;
      const invited = fold<AdminState, never>(adminDecider, past);
      // refused before the password is hashed: a wrong link costs no hashing
      adminDecider.decide(accept(''), invited);
      const role = invited.status === 'account' && invited.staff ? invited.staff.role : 'admin';
      const passwordHash = await hashPassword(password);
      const joining = actingAs(kit, request, { role, id: adminId });
      await handleCommand(store, adminStream(adminId), adminDecider, accept(passwordHash), joining, { past });
      const [state, siteAdmin] = await Promise.all([
        store
          .readStream(adminStream(adminId))
          .then((events) => fold<AdminState, never>(adminDecider, events)),
        readSiteAdmin(store),
      ]);
      const standing = adminStanding(state, siteAdmin);
      if (!standing) throw badRequest(INVITATION_INVALID_MESSAGE);
      const signed = await kit.signIn(request, { kind: 'admin', id: adminId, session: standing.session });
      return { staffId: adminId, token: signed.token, expiresIn: TOKEN_LIFETIME_SECONDS.admin };
    },
  );
}
