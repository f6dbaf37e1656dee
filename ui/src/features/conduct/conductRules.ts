/** The league's code of conduct for coaches: the 12 rules a coach signs on /conduct. */
export const CONDUCT_RULES: readonly string[] = [
  'I will treat players, coaches, officials, volunteers and spectators with respect, win or lose.',
  'I will teach and model fair play, good sportsmanship and the rules of ball hockey.',
  'I will put the safety, health and well-being of every player ahead of the result of any game.',
  'I will accept the decisions of the officials without argument, abuse or public criticism.',
  'I will not use profane, insulting, threatening or discriminatory language or gestures.',
  'I will never use or tolerate physical, verbal or emotional abuse, bullying or harassment.',
  'I will see that my players use the required safety equipment and play within the rules.',
  'I will be responsible for the conduct of my players, assistant coaches and team spectators.',
  'I will not take part in, encourage or tolerate the use of alcohol, tobacco or drugs at league games or events.',
  'I will register only eligible players, keep my roster accurate and respect the league’s deadlines.',
  'I understand that a coach removed from a game by an official is suspended for the next game (a one-game suspension), and that the league may add further discipline.',
  'I will follow the by-laws, rules and regulations of the league and co-operate with its executive board.',
];
