import { siteRoute } from '@league/contracts/site-pages';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../router';
import { endAdminSession, endCoachSession } from '../session/sessionStore';

/** LOGOUT for each role: end that session only, drop cached server data, go where docs/rules.md §4 says. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return {
    logoutCoach: () => {
      endCoachSession();
      queryClient.removeQueries();
      navigate(siteRoute.home.href());
    },
    logoutAdmin: () => {
      endAdminSession();
      queryClient.removeQueries();
      navigate(siteRoute.adminLogin.href());
    },
  };
}
