/** The league's name as the site writes it (header, tab titles, the sender of league e-mail). */
export const LEAGUE_NAME = 'Ball Hockey League';
