<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>Announcer</name>
    <message>
        <source>Pieces: {list}.</source>
        <translation>Peças: {list}.</translation>
    </message>
    <message>
        <source>Cleared {lines}.</source>
        <translation>Eliminou {lines}.</translation>
    </message>
    <message>
        <source>New pieces dealt.</source>
        <translation>Novas peças na bandeja.</translation>
    </message>
    <message>
        <source>No piece fits: game over. Final score {score}.</source>
        <translation>Nenhuma peça cabe: fim de jogo. Pontuação final {score}.</translation>
    </message>
    <message>
        <source>Piece {n} selected: {piece}.</source>
        <translation>Peça {n} selecionada: {piece}.</translation>
    </message>
    <message>
        <source>{mode} game, score {score}.</source>
        <translation>Partida no modo {mode}, pontuação {score}.</translation>
    </message>
    <message>
        <source>Select a piece first: press 1, 2 or 3.</source>
        <translation>Selecione uma peça primeiro: aperte 1, 2 ou 3.</translation>
    </message>
    <message>
        <source>used</source>
        <translation>usada</translation>
    </message>
    <message>
        <source>{n}, {piece}</source>
        <translation>{n}, {piece}</translation>
    </message>
    <message>
        <source>Row {n}</source>
        <translation>Linha {n}</translation>
    </message>
    <message numerus="yes">
        <source>columns {list} filled</source>
        <translation>
            <numerusform>coluna {list} preenchida</numerusform>
            <numerusform>colunas {list} preenchidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Column {n}</source>
        <translation>Coluna {n}</translation>
    </message>
    <message numerus="yes">
        <source>rows {list} filled</source>
        <translation>
            <numerusform>linha {list} preenchida</numerusform>
            <numerusform>linhas {list} preenchidas</numerusform>
        </translation>
    </message>
    <message>
        <source>{line}: empty.</source>
        <translation>{line}: vazia.</translation>
    </message>
    <message>
        <source>Hint: the selected piece fits nowhere; try another one.</source>
        <translation>Dica: a peça selecionada não cabe em lugar nenhum; tente outra.</translation>
    </message>
    <message>
        <source>Hint: {piece} at row {row}, column {col}</source>
        <translation>Dica: {piece} na linha {row}, coluna {col}</translation>
    </message>
    <message>
        <source>Enter places it.</source>
        <translation>Enter a coloca.</translation>
    </message>
    <message>
        <source>No hint: on a board in danger the coach works in a process of its own, and that process stopped. Hints on other boards still work.</source>
        <translation>Sem dica: num tabuleiro em perigo o treinador trabalha num processo próprio, e esse processo parou. As dicas nos outros tabuleiros continuam funcionando.</translation>
    </message>
    <message>
        <source>No piece is selected.</source>
        <translation>Nenhuma peça está selecionada.</translation>
    </message>
    <message>
        <source>Piece {n} left in the tray.</source>
        <translation>A peça {n} ficou na bandeja.</translation>
    </message>
    <message>
        <source>The game is over: press Enter for a new game.</source>
        <translation>A partida acabou: aperte Enter para uma nova partida.</translation>
    </message>
    <message>
        <source>Piece {n} is used.</source>
        <translation>A peça {n} já foi usada.</translation>
    </message>
    <message>
        <source>Top edge.</source>
        <translation>Borda de cima.</translation>
    </message>
    <message>
        <source>Bottom edge.</source>
        <translation>Borda de baixo.</translation>
    </message>
    <message>
        <source>Left edge.</source>
        <translation>Borda esquerda.</translation>
    </message>
    <message>
        <source>Right edge.</source>
        <translation>Borda direita.</translation>
    </message>
    <message>
        <source>The piece fits nowhere on the board.</source>
        <translation>A peça não cabe em lugar nenhum do tabuleiro.</translation>
    </message>
    <message>
        <source>Fits at row {row}, column {col}</source>
        <translation>Cabe na linha {row}, coluna {col}</translation>
    </message>
    <message>
        <source>, clears {lines}</source>
        <translation>, elimina {lines}</translation>
    </message>
    <message numerus="yes">
        <source>%n places.</source>
        <translation>
            <numerusform>%n lugar.</numerusform>
            <numerusform>%n lugares.</numerusform>
        </translation>
    </message>
    <message>
        <source>Placed at row {row}, column {col}: {piece}.</source>
        <translation>Colocada na linha {row}, coluna {col}: {piece}.</translation>
    </message>
    <message numerus="yes">
        <source>%n points, score {score}.</source>
        <translation>
            <numerusform>%n ponto, pontuação {score}.</numerusform>
            <numerusform>%n pontos, pontuação {score}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undid the last placement; score {score}.</source>
        <translation>A última jogada foi desfeita; pontuação {score}.</translation>
    </message>
    <message>
        <source>Undid the placement at row {row}, column {col}: {piece} is back as piece {n}; score {score}.</source>
        <translation>Desfeita a jogada na linha {row}, coluna {col}: {piece} voltou como peça {n}; pontuação {score}.</translation>
    </message>
    <message>
        <source>Practice from move {move}, not counted in your statistics: {mode}, score {score}.</source>
        <translation>Treino a partir da jogada {move}, fora das suas estatísticas: {mode}, pontuação {score}.</translation>
    </message>
    <message>
        <source>The piece does not fit there.</source>
        <translation>A peça não cabe aí.</translation>
    </message>
</context>
<context>
    <name>BoardCells</name>
    <message>
        <source>Board</source>
        <translation>Tabuleiro</translation>
    </message>
    <message>
        <source>8 rows of 8 cells. Arrow keys move, Enter places the selected piece, F jumps to the next place where it fits.</source>
        <translation>8 linhas de 8 casas. As setas movem o cursor, Enter coloca a peça selecionada, F pula para o próximo lugar onde ela cabe.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board picture</source>
        <translation>Imagem do tabuleiro</translation>
    </message>
</context>
<context>
    <name>Causes</name>
    <message>
        <source>the disk is full</source>
        <translation>o disco está cheio</translation>
    </message>
    <message>
        <source>{path} cannot be written to</source>
        <translation>não é possível gravar em {path}</translation>
    </message>
    <message>
        <source>{path} is a file, not a folder</source>
        <translation>{path} é um arquivo, não uma pasta</translation>
    </message>
    <message>
        <source>the folder {path} does not exist</source>
        <translation>a pasta {path} não existe</translation>
    </message>
    <message>
        <source>{path} is a folder</source>
        <translation>{path} é uma pasta</translation>
    </message>
    <message>
        <source>another program is using {path}</source>
        <translation>outro programa está usando {path}</translation>
    </message>
    <message>
        <source>the name {path} is too long</source>
        <translation>o nome {path} é longo demais</translation>
    </message>
    <message>
        <source>it was written by a newer version of Block Puzzle</source>
        <translation>foi gravado por uma versão mais nova do Block Puzzle</translation>
    </message>
</context>
<context>
    <name>CoachDialog</name>
    <message>
        <source>How the Coach Judges a Move</source>
        <translation>Como o Treinador Avalia uma Jogada</translation>
    </message>
    <message>
        <source>Reviewing a game</source>
        <translation>Revisando uma partida</translation>
    </message>
    <message>
        <source>Under the board the tray is as it was: the piece you placed is ringed, and the coach&apos;s piece, where it would play another, is ringed with dots. Each verdict has its sign beside its word: ✓ best, ?! inaccuracy, ? mistake, ?? blunder.</source>
        <translation>Embaixo do tabuleiro, a bandeja aparece como estava: a peça que você colocou fica circulada, e a peça do treinador, quando ele jogaria outra, fica circulada com pontinhos. Cada avaliação tem o seu sinal ao lado da palavra: ✓ melhor, ?! imprecisão, ? erro, ?? erro grave.</translation>
    </message>
    <message>
        <source>Above the board a graph shows the room each move left: the places where the game&apos;s pieces fit. Your three biggest losses are marked with triangles and the unluckiest deals (luck 10 or under) with squares; the Key moments list beside the moves holds the same, and choosing one, or clicking the graph, goes to that move.</source>
        <translation>Acima do tabuleiro, um gráfico mostra o espaço que cada jogada deixou: os lugares onde as peças da partida cabem. Suas três maiores perdas são marcadas com triângulos e as distribuições mais azaradas (sorte 10 ou menos) com marcas quadradas; a lista Momentos-chave ao lado das jogadas traz o mesmo, e escolher um deles, ou clicar no gráfico, leva àquela jogada.</translation>
    </message>
    <message>
        <source>The value of a move</source>
        <translation>O valor de uma jogada</translation>
    </message>
    <message>
        <source>The coach values a move as the points it scores plus what the other pieces in the tray can make of the board it leaves: their best placing, the cells still filled (1.5 points each), ragged and lone empty cells, the share of shapes that would fit nowhere, and the share of sampled next deals the board could take whole. A plan that leaves a piece with no place loses 2,000 for it: the game ends there. One point of value is one point of score.</source>
        <translation>O treinador avalia uma jogada pelos pontos que ela marca, somados ao aproveitamento que as outras peças da bandeja conseguem tirar do tabuleiro que ela deixa: o melhor encaixe delas, as casas ainda preenchidas (1,5 ponto cada), casas vazias irregulares ou isoladas, a proporção das formas que não caberiam em lugar nenhum e a proporção das próximas distribuições sorteadas que o tabuleiro aceitaria inteiras. Um plano que deixa uma peça sem lugar perde 2.000 por ela: a partida acaba ali. Um ponto de valor é um ponto de pontuação.</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>Veredictos</translation>
    </message>
    <message>
        <source>Your move is compared with the coach&apos;s best move in the same position. Giving up at most {best} is best, at most {good} good, at most {inaccuracy} an inaccuracy, at most {mistake} a mistake, and more a blunder. A move after which the other pieces in the tray fit nowhere, in any order, while the best move kept the game going, is always a blunder. Accuracy is the share of your moves that were best or good.</source>
        <translation>Sua jogada é comparada com a melhor jogada do treinador na mesma posição. Se ela perde no máximo {best}, é avaliada como melhor; no máximo {good}, boa; no máximo {inaccuracy}, imprecisão; no máximo {mistake}, erro; acima disso, erro grave. Uma jogada depois da qual as outras peças da bandeja não cabem em lugar nenhum, em nenhuma ordem, enquanto a melhor jogada mantinha a partida viva, é sempre um erro grave. A precisão é a proporção das suas jogadas avaliadas como melhor ou boa.</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Sorte</translation>
    </message>
    <message>
        <source>Each deal is valued on the board it met, the same way, beside {n} other deals drawn fairly for that board. Its luck is where it stands among them, out of 100: 50 is an average deal, 90 one better than nine in ten. The game&apos;s luck is the average over its deals.</source>
        <translation>Cada distribuição é avaliada no tabuleiro que encontrou, da mesma forma, ao lado de {n} outras distribuições sorteadas de forma justa para aquele tabuleiro. A sorte dela é a posição que ocupa entre essas, de 0 a 100: 50 é uma distribuição média, 90 uma melhor que nove em cada dez. A sorte da partida é a média das suas distribuições.</translation>
    </message>
    <message>
        <source>Learning from a game</source>
        <translation>Aprender com uma partida</translation>
    </message>
    <message>
        <source>Play On from Here (Ctrl+P in a review) goes on with the game from the move shown, in the game window, as a practice game: it says so over the board and on its card, and it is never counted in your statistics or your best score.</source>
        <translation>Continuar Daqui (Ctrl+P numa revisão) segue com a partida a partir da jogada mostrada, na janela do jogo, como treino: isso aparece acima do tabuleiro e no cartão, e o treino nunca conta nas suas estatísticas nem no seu recorde.</translation>
    </message>
    <message>
        <source>Retry My Mistakes, in a review or on the game-over card, brings back each of the game&apos;s mistakes and blunders as the board and the tray were before it. Place a piece as in any game: the coach judges it with the same verdicts and says whether it is as good as its own move, better than in the game, or still a mistake. Show the Coach&apos;s Move shows its move, and a retry after it is not kept; Try Again and Undo begin the retry again, Next Mistake goes on. The review tells each retried move&apos;s last verdict.</source>
        <translation>Refazer Meus Erros, numa revisão ou no cartão de fim de jogo, traz de volta cada erro e erro grave da partida, com o tabuleiro e a bandeja como estavam antes da jogada. Coloque uma peça como em qualquer partida: o treinador a avalia com os mesmos critérios e diz se ela é tão boa quanto a jogada dele, melhor do que na partida, ou ainda um erro. Mostrar a Jogada do Treinador mostra a jogada dele, e uma tentativa depois disso não é registrada; Tentar de Novo e Desfazer recomeçam a tentativa, Próximo Erro segue adiante. A revisão mostra o último resultado de cada jogada refeita.</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Treino</translation>
    </message>
    <message>
        <source>Every mistake and blunder of a game you review becomes a practice position, with its theme: the order of the pieces matters, two lines at once, keep room for the 3×3, no single holes, the big piece first, or keep room for the next pieces. Game ▸ Practice brings back up to ten of those due, the longest due first, and you place a piece as in a retry. A position is solved when the coach calls your move best or good: it then comes back after {steps} days, one step further each time you solve it again in a row. Not solved, it comes back {again} minutes later and its run starts over. Statistics ▸ Progress draws the accuracy and luck of each reviewed game over time and counts your practice by theme; resetting the statistics keeps your practice positions unless you tick the box to forget them too.</source>
        <translation>Cada erro e erro grave de uma partida que você revisa vira uma posição de treino, com o seu tema: a ordem das peças importa, duas linhas de uma vez, guarde espaço para o 3×3, nada de buracos isolados, a peça grande primeiro, ou guarde espaço para as próximas peças. “Jogo ▸ Treinar” traz de volta até dez das que estão na hora, as mais atrasadas primeiro, e você coloca uma peça como numa nova tentativa. Uma posição está resolvida quando o treinador avalia sua jogada como melhor ou boa: ela então volta depois de {steps} dias, um passo adiante a cada vez que você a resolve de novo em seguida. Não resolvida, ela volta {again} minutos depois e a sequência recomeça. “Estatísticas ▸ Progresso” mostra a precisão e a sorte de cada partida revisada ao longo do tempo e conta o seu treino por tema; zerar as estatísticas mantém as suas posições de treino, a não ser que você marque a caixa para esquecê-las também.</translation>
    </message>
    <message>
        <source>Your past games are analysed in the background, one at a time and never while you play, so that Practice has the mistakes of all of them; Preferences turns it off.</source>
        <translation>Suas partidas antigas são analisadas em segundo plano, uma de cada vez e nunca enquanto você joga, para que o treino tenha os erros de todas elas; as Preferências desligam isso.</translation>
    </message>
    <message>
        <source>Hindsight</source>
        <translation>Sabendo o que vinha</translation>
    </message>
    <message>
        <source>Game ▸ Review Last Game, Review this game on the game-over card, or Review in Statistics ▸ Games replays a game move by move. The Left and Right arrow keys step through it, Home and End go to its first and last move. Your move is drawn as the piece&apos;s ghost; the coach&apos;s best move, where it differs, as a dotted outline.</source>
        <translation>“Jogo ▸ Revisar Última Partida”, “Revisar esta partida” no cartão de fim de jogo ou “Revisar…” em “Estatísticas ▸ Partidas” reproduzem a partida jogada a jogada. A seta para a esquerda volta e a seta para a direita avança; Home e End vão à primeira e à última jogada. Sua jogada aparece como a sombra da peça; a melhor jogada do treinador, quando é outra, como um contorno pontilhado.</translation>
    </message>
    <message>
        <source>The coach also plays the same deals, as many as your game had, knowing each next deal before it comes: what it reaches shows how much a deal could give. It never sees the future when it gives a hint or judges your moves.</source>
        <translation>O treinador também joga as mesmas distribuições, tantas quantas a sua partida teve, sabendo cada próxima distribuição antes que ela chegue: o que ele alcança mostra quanto aquelas peças podiam render. Ele nunca vê o futuro quando dá uma dica ou avalia suas jogadas.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Block Puzzle: place pieces on an 8×8 board, clear rows and columns.</source>
        <translation>Block Puzzle: coloque peças num tabuleiro 8×8 e elimine linhas e colunas.</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>mostra a versão e sai</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>CAMINHO</translation>
    </message>
    <message>
        <source>the settings file to use (saved game, statistics, preferences)</source>
        <translation>o arquivo de configurações a usar (partida salva, estatísticas, preferências)</translation>
    </message>
    <message>
        <source>NUMBER</source>
        <translation>NÚMERO</translation>
    </message>
    <message>
        <source>print the pieces a game number deals, and exit</source>
        <translation>mostra as peças que um número de partida distribui, e sai</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>DATA</translation>
    </message>
    <message>
        <source>print the game numbers of a day&apos;s deals (YYYY-MM-DD; today&apos;s where not given), and exit</source>
        <translation>mostra os números de partida das distribuições de um dia (AAAA-MM-DD; a de hoje se não for dado) e sai</translation>
    </message>
    <message>
        <source>how many refills --deal prints (at most {n})</source>
        <translation>quantas distribuições o --deal mostra (no máximo {n})</translation>
    </message>
    <message>
        <source>not a whole number: {text}</source>
        <translation>não é um número inteiro: {text}</translation>
    </message>
    <message>
        <source>from 0 to {n}, not {text}</source>
        <translation>de 0 a {n}, não {text}</translation>
    </message>
    <message>
        <source>the file name is too long: at most {n} bytes</source>
        <translation>o nome do arquivo é longo demais: no máximo {n} bytes</translation>
    </message>
    <message>
        <source>{path} is not a regular file</source>
        <translation>{path} não é um arquivo comum</translation>
    </message>
    <message>
        <source>not UTF-8 text: {value}</source>
        <translation>não é texto UTF-8: {value}</translation>
    </message>
    <message>
        <source>Block Puzzle is already running with these settings.</source>
        <translation>O Block Puzzle já está aberto com estas configurações.</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Piece</source>
        <translation>&amp;Peça</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>New &amp;Classic Game</source>
        <translation>Nova Partida &amp;Clássica</translation>
    </message>
    <message>
        <source>New &amp;Arcade Game</source>
        <translation>Nova Partida &amp;Arcade</translation>
    </message>
    <message>
        <source>Play Game &amp;Number…</source>
        <translation>Jogar &amp;Número de Partida…</translation>
    </message>
    <message>
        <source>&amp;Today&apos;s Classic Deal</source>
        <translation>Distribuição do &amp;Dia (Clássico)</translation>
    </message>
    <message>
        <source>Today&apos;s Arcade Dea&amp;l</source>
        <translation>Distri&amp;buição do Dia (Arcade)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Estatísticas</translation>
    </message>
    <message>
        <source>Re&amp;view Last Game</source>
        <translation>Re&amp;visar Última Partida</translation>
    </message>
    <message>
        <source>Retr&amp;y Mistakes of the Last Game</source>
        <translation>Refazer Erros da Úl&amp;tima Partida</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>Tre&amp;inar</translation>
    </message>
    <message>
        <source>P&amp;references…</source>
        <translation>P&amp;referências…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>Select Piece &amp;1</source>
        <translation>Selecionar Peça &amp;1</translation>
    </message>
    <message>
        <source>Select Piece &amp;2</source>
        <translation>Selecionar Peça &amp;2</translation>
    </message>
    <message>
        <source>Select Piece &amp;3</source>
        <translation>Selecionar Peça &amp;3</translation>
    </message>
    <message>
        <source>&amp;Place at Cursor</source>
        <translation>&amp;Colocar no Cursor</translation>
    </message>
    <message>
        <source>&amp;Deselect</source>
        <translation>&amp;Desmarcar</translation>
    </message>
    <message>
        <source>&amp;Rotate Piece</source>
        <translation>&amp;Girar Peça</translation>
    </message>
    <message>
        <source>&amp;Next Place It Fits</source>
        <translation>&amp;Próximo Lugar Onde Cabe</translation>
    </message>
    <message>
        <source>Pre&amp;vious Place It Fits</source>
        <translation>Lugar &amp;Anterior Onde Cabe</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>D&amp;ica</translation>
    </message>
    <message>
        <source>Read the Ro&amp;w</source>
        <translation>Ler a &amp;Linha</translation>
    </message>
    <message>
        <source>Read the Colu&amp;mn</source>
        <translation>Ler a Colu&amp;na</translation>
    </message>
    <message>
        <source>Read the &amp;Tray</source>
        <translation>Ler a Bande&amp;ja</translation>
    </message>
    <message>
        <source>Cursor &amp;Up</source>
        <translation>Cursor para Ci&amp;ma</translation>
    </message>
    <message>
        <source>Cursor D&amp;own</source>
        <translation>Cursor para &amp;Baixo</translation>
    </message>
    <message>
        <source>Cursor &amp;Left</source>
        <translation>Cursor para a &amp;Esquerda</translation>
    </message>
    <message>
        <source>Cursor Ri&amp;ght</source>
        <translation>Cursor para a Di&amp;reita</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Como Jogar</translation>
    </message>
    <message>
        <source>How &amp;Dealing Works</source>
        <translation>Como a &amp;Distribuição Funciona</translation>
    </message>
    <message>
        <source>How the &amp;Coach Judges a Move</source>
        <translation>Como o &amp;Treinador Avalia uma Jogada</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Block Puzzle met an error it did not expect, and may not go on: {error}</source>
        <translation>O Block Puzzle encontrou um erro inesperado e talvez não possa continuar: {error}</translation>
    </message>
    <message>
        <source>What happened is written in {path}; please send that file with a report.</source>
        <translation>O que aconteceu está registrado em {path}; envie esse arquivo junto com um relato.</translation>
    </message>
</context>
<context>
    <name>DailyPage</name>
    <message>
        <source>Days&apos; deals played</source>
        <translation>Distribuições do dia jogadas</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Dia</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Número da partida</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>The coach</source>
        <translation>O treinador</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <source>No day&apos;s deal played yet: Game ▸ Today&apos;s Classic Deal or Today&apos;s Arcade Deal starts one.</source>
        <translation>Nenhuma distribuição do dia jogada ainda: Jogo ▸ Distribuição do Dia (Clássico) ou (Arcade) começa uma.</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent}%</translation>
    </message>
</context>
<context>
    <name>DealingDialog</name>
    <message>
        <source>How Dealing Works</source>
        <translation>Como Funciona a Distribuição</translation>
    </message>
    <message>
        <source>The game number</source>
        <translation>O número da partida</translation>
    </message>
    <message>
        <source>Every game has a number, such as C75VK RNVZ7. Its first letter is the mode: C for Classic, A for Arcade. The next eight characters are the game&apos;s seed, a number written in Crockford&apos;s base 32. The last one is a check character, which catches a mistyped one.</source>
        <translation>Toda partida tem um número, como C75VK RNVZ7. A primeira letra é o modo: C para Clássico, A para Arcade. Os oito caracteres seguintes são a semente da partida, um número escrito na base 32 de Crockford. O último é um caractere de verificação, que detecta um erro de digitação.</translation>
    </message>
    <message>
        <source>How the pieces are drawn</source>
        <translation>Como as peças são sorteadas</translation>
    </message>
    <message>
        <source>The pieces come three at a time; refill 0 is the first three. Refill k of the game with seed s comes from the text blockpuzzle-deal:s:k alone: its BLAKE2b digest of 24 bytes is cut into three 64-bit numbers, read little-endian. Each number, divided by the number of shapes of the mode (19 in Classic, 35 in Arcade), leaves a remainder, which picks one shape in the order of the game&apos;s list of shapes. Every shape is as likely as any other, every time.</source>
        <translation>As peças vêm de três em três; a reposição 0 são as três primeiras. A reposição k da partida de semente s vem só do texto blockpuzzle-deal:s:k: o seu resumo BLAKE2b de 24 bytes é cortado em três números de 64 bits, lidos em little-endian. Cada número, dividido pelo número de formas do modo (19 no Clássico, 35 no Arcade), deixa um resto, que escolhe uma forma na ordem da lista de formas do jogo. Toda forma é tão provável quanto qualquer outra, sempre.</translation>
    </message>
    <message>
        <source>It never looks at your board</source>
        <translation>Ela nunca olha o seu tabuleiro</translation>
    </message>
    <message>
        <source>Nothing else goes into the deal: not your board, your score, your best or how you played. A deal that looked at your board could hand you the piece you need, or keep it from you; this one cannot. The same number deals the same pieces on every computer, whatever is played.</source>
        <translation>Nada mais entra na distribuição: nem o seu tabuleiro, nem a sua pontuação, nem o seu recorde, nem como você jogou. Uma distribuição que olhasse o seu tabuleiro poderia lhe dar a peça de que você precisa, ou negá-la; esta não pode. O mesmo número distribui as mesmas peças em qualquer computador, não importa o que se jogue.</translation>
    </message>
    <message>
        <source>Why undo never re-rolls</source>
        <translation>Por que desfazer nunca sorteia de novo</translation>
    </message>
    <message>
        <source>Every refill of a game is fixed the moment it starts. Undo takes a placement back, and the tray gets the very same pieces again: undoing in the hope of better pieces gains nothing.</source>
        <translation>Todas as reposições de uma partida ficam fixas no momento em que ela começa. Desfazer retira uma jogada, e a bandeja recebe exatamente as mesmas peças de novo: desfazer na esperança de peças melhores não adianta nada.</translation>
    </message>
    <message>
        <source>Check it yourself</source>
        <translation>Confira você mesmo</translation>
    </message>
    <message>
        <source>Game ▸ Play Game Number… ▸ Show the Deal lists the pieces of any number; the command blockpuzzle --deal prints them. The script tools/check_deal.py, which uses nothing of the game, works them out from this description alone. Statistics ▸ Fairness sets the pieces your own games were dealt beside what a fair deal gives.</source>
        <translation>“Jogo ▸ Jogar Número de Partida… ▸ Mostrar as Peças” lista as peças de qualquer número; o comando blockpuzzle --deal as imprime. O script tools/check_deal.py, que não usa nada do jogo, calcula-as só a partir desta descrição. “Estatísticas ▸ Sorteio justo” compara as peças que as suas próprias partidas receberam com o que uma distribuição justa dá.</translation>
    </message>
    <message>
        <source>Today&apos;s deal</source>
        <translation>A distribuição do dia</translation>
    </message>
    <message>
        <source>Game ▸ Today&apos;s Classic Deal and Today&apos;s Arcade Deal play the same game for everyone on a given day. The day&apos;s seed of a mode is the first 40 bits of the BLAKE2b digest of the text blockpuzzle-daily:YYYY-MM-DD:mode, with your calendar&apos;s date and the mode in lower case, and its number is that seed&apos;s game number: blockpuzzle --daily and tools/check_deal.py --daily print it. The first game of a day&apos;s deal is that day&apos;s result, the others replays; Copy result on the card puts a text that anyone can check on the clipboard. There are no streaks and nothing is lost by missing a day.</source>
        <translation>“Jogo ▸ Distribuição do Dia (Clássico)” e “(Arcade)” jogam a mesma partida para todos num mesmo dia. A semente do dia de um modo são os primeiros 40 bits do resumo BLAKE2b do texto blockpuzzle-daily:AAAA-MM-DD:modo, com a data do seu calendário e o modo em minúsculas, e o número dela é o número de partida dessa semente: blockpuzzle --daily e tools/check_deal.py --daily o mostram. A primeira partida da distribuição de um dia é o resultado do dia, as outras são repetições; Copiar resultado no cartão põe na área de transferência um texto que qualquer um pode conferir. Não há sequências, e nada se perde por faltar um dia.</translation>
    </message>
    <message>
        <source>As the deal starts, the coach plays it too, seeing no deal before it comes: its score, the same for everyone, is the one to beat, on the card beside yours. Statistics ▸ Daily lists every day&apos;s deal you played.</source>
        <translation>Quando a distribuição começa, o treinador também a joga, sem ver nenhuma distribuição antes de chegar: a pontuação dele, a mesma para todos, é a que deve ser batida, no cartão ao lado da sua. “Estatísticas ▸ Dias” lista cada distribuição do dia que você jogou.</translation>
    </message>
</context>
<context>
    <name>Durations</name>
    <message>
        <source>{hours} {minutes}</source>
        <comment>hours then minutes</comment>
        <translation>{hours} e {minutes}</translation>
    </message>
    <message numerus="yes">
        <source>%n hours</source>
        <translation>
            <numerusform>%n hora</numerusform>
            <numerusform>%n horas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minutes</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>under a second</source>
        <translation>menos de um segundo</translation>
    </message>
</context>
<context>
    <name>FairnessPage</name>
    <message>
        <source>Pieces dealt</source>
        <translation>Peças distribuídas</translation>
    </message>
    <message>
        <source>p is the chance that a fair deal gives counts at least this uneven. Fair deals give every p between 0 and 1 equally often, so a small one now and then is to be expected; only a very small one, below 0.001, points to a biased deal.</source>
        <translation>p é a chance de uma distribuição justa dar contagens pelo menos tão desiguais quanto estas. Distribuições justas dão qualquer p entre 0 e 1 com a mesma frequência, então um p pequeno de vez em quando é esperado; só um muito pequeno, abaixo de 0,001, indica uma distribuição viciada.</translation>
    </message>
    <message numerus="yes">
        <source>Recounting the deals of %Ln games…</source>
        <translation>
            <numerusform>Recontando as peças de %Ln partida…</numerusform>
            <numerusform>Recontando as peças de %Ln partidas…</numerusform>
        </translation>
    </message>
    <message>
        <source>No {mode} game with its moves kept has been played yet.</source>
        <translation>Ainda não há nenhuma partida no modo {mode} com as jogadas guardadas.</translation>
    </message>
    <message>
        <source>Your {n} {mode} pieces are too few yet for the test to tell a fair deal from a biased one: it needs {need}.</source>
        <translation>Suas {n} peças do modo {mode} ainda são poucas para o teste distinguir uma distribuição justa de uma viciada: ele precisa de {need}.</translation>
    </message>
    <message>
        <source>Your {n} {mode} pieces are unlikely to come from a fair deal: p = {p}.</source>
        <translation>Suas {n} peças do modo {mode} dificilmente vêm de uma distribuição justa: p = {p}.</translation>
    </message>
    <message>
        <source>Your {n} {mode} pieces are more uneven than most fair deals give (p = {p}), as about one fair history in twenty is.</source>
        <translation>Suas {n} peças do modo {mode} estão mais desiguais do que a maioria das distribuições justas (p = {p}); isso acontece em cerca de 1 a cada 20 históricos justos.</translation>
    </message>
    <message>
        <source>Your {n} {mode} pieces are what a fair deal gives: p = {p}.</source>
        <translation>Suas {n} peças do modo {mode} estão dentro do esperado para uma distribuição justa: p = {p}.</translation>
    </message>
    <message numerus="yes">
        <source>A fresh deal had no piece that fitted anywhere {dead} times in %Ln deals. On the same boards, fair deals would do that {chance} times on average.</source>
        <translation>
            <numerusform>Em {dead} de %Ln distribuição, nenhuma das peças novas cabia em lugar nenhum. Nos mesmos tabuleiros, distribuições justas fariam isso {chance} vezes, em média.</numerusform>
            <numerusform>Em {dead} de %Ln distribuições, nenhuma das peças novas cabia em lugar nenhum. Nos mesmos tabuleiros, distribuições justas fariam isso {chance} vezes, em média.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln games kept without their moves cannot be recounted and are left out.</source>
        <translation>
            <numerusform>%Ln partida guardada sem as jogadas não pode ser recontada e fica de fora.</numerusform>
            <numerusform>%Ln partidas guardadas sem as jogadas não podem ser recontadas e ficam de fora.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pieces dealt, by shape</source>
        <translation>Peças distribuídas, por forma</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>Distribuídas</translation>
    </message>
    <message>
        <source>Fair share</source>
        <translation>Esperado</translation>
    </message>
    <message>
        <source>95 % of fair deals</source>
        <translation>95% das distribuições justas</translation>
    </message>
    <message>
        <source>Chart of the {mode} pieces dealt</source>
        <translation>Gráfico das peças distribuídas no modo {mode}</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>row {row}, column {col}, filled</source>
        <translation>linha {row}, coluna {col}, preenchida</translation>
    </message>
    <message>
        <source>row {row}, column {col}, empty</source>
        <translation>linha {row}, coluna {col}, vazia</translation>
    </message>
    <message>
        <source>row {n}</source>
        <translation>a linha {n}</translation>
    </message>
    <message>
        <source>column {n}</source>
        <translation>a coluna {n}</translation>
    </message>
    <message>
        <source>{list} and {last}</source>
        <translation>{list} e {last}</translation>
    </message>
    <message>
        <source>{cell}; {preview}</source>
        <translation>{cell}; {preview}</translation>
    </message>
    <message>
        <source>the piece does not fit here</source>
        <translation>a peça não cabe aqui</translation>
    </message>
    <message>
        <source>the piece fits here</source>
        <translation>a peça cabe aqui</translation>
    </message>
    <message>
        <source>the piece fits here and clears {lines}</source>
        <translation>a peça cabe aqui e elimina {lines}</translation>
    </message>
    <message>
        <source>Column {n}</source>
        <translation>Coluna {n}</translation>
    </message>
    <message>
        <source>Row {n}</source>
        <translation>Linha {n}</translation>
    </message>
</context>
<context>
    <name>GameNumberDialog</name>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jogar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Refill {n}: {pieces}</source>
        <translation>Reposição {n}: {pieces}</translation>
    </message>
    <message>
        <source>The first {n} refills of game {number}</source>
        <translation>As primeiras {n} reposições da partida {number}</translation>
    </message>
    <message numerus="yes">
        <source>A game number has 10 characters; this has %n.</source>
        <translation>
            <numerusform>Um número de partida tem 10 caracteres; este tem %n.</numerusform>
            <numerusform>Um número de partida tem 10 caracteres; este tem %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only digits and letters make a game number, and never U.</source>
        <translation>Um número de partida só tem algarismos e letras, e nunca a letra U.</translation>
    </message>
    <message>
        <source>A game number starts with C (Classic) or A (Arcade).</source>
        <translation>Um número de partida começa com C (Clássico) ou A (Arcade).</translation>
    </message>
    <message>
        <source>A character is mistyped: this is not a game number.</source>
        <translation>Há um caractere digitado errado: este não é um número de partida.</translation>
    </message>
    <message>
        <source>Play Game Number</source>
        <translation>Jogar Número de Partida</translation>
    </message>
    <message>
        <source>Every game has a number of 10 letters and digits. The same number deals the same pieces in the same order, on any computer.</source>
        <translation>Toda partida tem um número de 10 letras e algarismos. O mesmo número distribui as mesmas peças na mesma ordem, em qualquer computador.</translation>
    </message>
    <message>
        <source>Game &amp;number:</source>
        <translation>&amp;Número da partida:</translation>
    </message>
    <message>
        <source>&amp;Show the Deal</source>
        <translation>&amp;Mostrar as Peças</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>No piece fits: game over</source>
        <translation>Nenhuma peça cabe: fim de jogo</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nova Partida</translation>
    </message>
    <message>
        <source>Play this &amp;deal again</source>
        <translation>Repe&amp;tir a partida</translation>
    </message>
    <message>
        <source>No piece fits: practice over</source>
        <translation>Nenhuma peça cabe: fim do treino</translation>
    </message>
    <message>
        <source>Play on from move {move} &amp;again</source>
        <translation>Jogar de no&amp;vo da jogada {move}</translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation>&amp;Revisar esta partida</translation>
    </message>
    <message>
        <source>Retry my &amp;mistakes</source>
        <translation>Refazer meus err&amp;os</translation>
    </message>
    <message>
        <source>&amp;Copy result</source>
        <translation>&amp;Copiar resultado</translation>
    </message>
    <message>
        <source>New best!</source>
        <translation>Novo recorde!</translation>
    </message>
    <message>
        <source>Final score: {score}</source>
        <translation>Pontuação final: {score}</translation>
    </message>
    <message>
        <source>Best score: {best}</source>
        <translation>Melhor pontuação: {best}</translation>
    </message>
    <message>
        <source>A practice game: not counted in your statistics.</source>
        <translation>Uma partida de treino: fora das suas estatísticas.</translation>
    </message>
    <message>
        <source>Lines cleared: {lines}</source>
        <translation>Linhas eliminadas: {lines}</translation>
    </message>
    <message>
        <source>Time: {time}</source>
        <translation>Tempo: {time}</translation>
    </message>
    <message>
        <source>Game number: {number}</source>
        <translation>Número da partida: {number}</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Número da partida</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Linhas</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Como terminou</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Dicas</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>fim de jogo</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonada</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <source>Best score</source>
        <translation>Melhor pontuação</translation>
    </message>
    <message>
        <source>Best: {n}</source>
        <translation>Recorde: {n}</translation>
    </message>
    <message>
        <source>Score: {n}</source>
        <translation>Pontuação: {n}</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>How to Play</source>
        <translation>Como Jogar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>The board and the tray</source>
        <translation>O tabuleiro e a bandeja</translation>
    </message>
    <message>
        <source>Placing a piece</source>
        <translation>Colocando uma peça</translation>
    </message>
    <message>
        <source>With the keyboard</source>
        <translation>Com o teclado</translation>
    </message>
    <message>
        <source>Drag a piece from the tray onto the board. While you carry it, it is drawn where it would land: one row above your pointer, centred on it. Filled means it fits; an outline only means it does not. Letting go where it does not fit does nothing: the piece goes back to the tray. You can also click a piece, then click a cell: the piece&apos;s first cell, the leftmost cell of its top row, lands there.</source>
        <translation>Arraste uma peça da bandeja até o tabuleiro. Enquanto você a carrega, ela aparece onde vai ficar: uma linha acima do ponteiro, centralizada nele. Preenchida quer dizer que cabe; só o contorno quer dizer que não cabe. Soltar onde ela não cabe não faz nada: a peça volta para a bandeja. Você também pode clicar numa peça e depois numa casa: a primeira casa da peça, a mais à esquerda da linha de cima, fica ali.</translation>
    </message>
    <message>
        <source>The board has 8 rows and 8 columns. Under it, the tray holds 3 pieces. A piece you have used leaves its slot empty; the next 3 pieces come only when all 3 are on the board. Pieces are dealt at random from a fixed set, without looking at your board. In Classic, pieces never turn: each is placed as it comes.</source>
        <translation>O tabuleiro tem 8 linhas e 8 colunas. Embaixo dele, a bandeja tem 3 peças. A vaga de uma peça usada fica vazia; as 3 peças seguintes só chegam quando as 3 estiverem no tabuleiro. As peças são sorteadas de um conjunto fixo, sem olhar para o seu tabuleiro. No modo Clássico, as peças nunca giram: cada uma é colocada como vem.</translation>
    </message>
    <message>
        <source>1, 2 and 3 select a piece, and the cursor shows on the board. The arrow keys move it; Enter or Space places the piece with its first cell, the leftmost cell of its top row, on the cursor. F and Shift+F jump to the next and the previous place where the piece fits. L reads the cursor&apos;s row, Shift+L its column, T the tray. Esc deselects the piece; it stays in the tray. In Arcade, R turns it.</source>
        <translation>1, 2 e 3 selecionam uma peça, e o cursor aparece no tabuleiro. As setas o movem; Enter ou Espaço colocam a peça com a primeira casa dela, a mais à esquerda da linha de cima, no cursor. F e Shift+F pulam para o lugar seguinte e o anterior onde a peça cabe. L lê a linha do cursor, Shift+L a coluna, T a bandeja. Esc desmarca a peça; ela continua na bandeja. No Arcade, R gira a peça.</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Dicas</translation>
    </message>
    <message>
        <source>Piece ▸ Hint (H) shows the coach&apos;s move: the best place for the selected piece, or, with none selected, the best next move. The piece is selected and its ghost shown at the cursor; Enter places it. The coach weighs the points a move scores and how much room it leaves for the pieces that may come; it never knows the next deal. Statistics shows how many hints each game had.</source>
        <translation>“Peça ▸ Dica” (H) mostra a jogada do treinador: o melhor lugar para a peça selecionada ou, sem nenhuma selecionada, a melhor próxima jogada. A peça fica selecionada e a sua sombra aparece no cursor; Enter a coloca. O treinador pesa os pontos que a jogada faz e quanto espaço ela deixa para as peças que podem vir; ele nunca sabe a próxima distribuição. As Estatísticas mostram quantas dicas cada partida teve.</translation>
    </message>
    <message>
        <source>Clearing lines</source>
        <translation>Eliminando linhas</translation>
    </message>
    <message>
        <source>A full row or a full column is emptied at once. Before you place a piece, the rows and columns it would complete light up.</source>
        <translation>Uma linha ou coluna cheia é esvaziada na hora. Antes de você colocar uma peça, as linhas e colunas que ela completaria se acendem.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Each cell you place scores 1 point. Clearing lines with one piece adds 10 for one line, 30 for two, 60 for three, 100 for four, and so on. A row and a column cleared together count as two lines.</source>
        <translation>Cada casa preenchida vale 1 ponto. Eliminar linhas com uma peça soma 10 por uma linha, 30 por duas, 60 por três, 100 por quatro, e assim por diante. Uma linha e uma coluna eliminadas juntas contam como duas.</translation>
    </message>
    <message>
        <source>Undo and the end of a game</source>
        <translation>Desfazer e o fim da partida</translation>
    </message>
    <message>
        <source>Undo is free, takes back up to {limit} placements, and never changes the pieces you get. The game ends when no piece left in the tray fits anywhere; its card then offers a new game, the same deal again, or the coach&apos;s review of the game. Your best score and your statistics are kept.</source>
        <translation>Desfazer é grátis, volta até {limit} jogadas e nunca muda as peças que você recebe. A partida termina quando nenhuma peça da bandeja cabe em lugar nenhum; o cartão de fim de jogo então oferece uma nova partida, as mesmas peças de novo ou a revisão da partida pelo treinador. Sua melhor pontuação e suas estatísticas ficam guardadas.</translation>
    </message>
    <message>
        <source>Arcade adds the T, S, Z, J and L pieces. Double-click a piece or press R to turn it. When a row is cleared, the cells above it fall down one row.</source>
        <translation>O Arcade acrescenta as peças T, S, Z, J e L. Clique duas vezes numa peça ou aperte R para girá-la. Quando uma linha é eliminada, as casas acima dela descem uma linha.</translation>
    </message>
    <message>
        <source>Game numbers</source>
        <translation>Números de partida</translation>
    </message>
    <message>
        <source>Every game has a number of 10 letters and digits, shown above the board. The same number deals the same pieces in the same order, on any computer: Game ▸ Play Game Number… plays it again.</source>
        <translation>Toda partida tem um número de 10 letras e algarismos, mostrado acima do tabuleiro. O mesmo número distribui as mesmas peças na mesma ordem, em qualquer computador: “Jogo ▸ Jogar Número de Partida…” joga essa partida de novo.</translation>
    </message>
</context>
<context>
    <name>KeyMoments</name>
    <message>
        <source>Key moments</source>
        <translation>Momentos-chave</translation>
    </message>
    <message>
        <source>Your biggest losses and the unluckiest deals; choosing one goes to its move.</source>
        <translation>Suas maiores perdas e as distribuições mais azaradas; escolher um momento leva à sua jogada.</translation>
    </message>
    <message>
        <source>Move {n}: {verdict}, one of your biggest losses</source>
        <translation>Jogada {n}: {verdict}, uma das suas maiores perdas</translation>
    </message>
    <message>
        <source>Move {n}: an unlucky deal, its luck {p} of 100</source>
        <translation>Jogada {n}: uma distribuição azarada, sorte {p} de 100</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Block Puzzle</source>
        <translation>Block Puzzle</translation>
    </message>
    <message>
        <source>No game has ended yet: there is nothing to review.</source>
        <translation>Nenhuma partida terminou ainda: não há nada para revisar.</translation>
    </message>
    <message>
        <source>Retry the mistakes of that game? The board you are playing will be lost.</source>
        <translation>Refazer os erros daquela partida? O tabuleiro que você está jogando será perdido.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <source>Nothing to practise yet: the mistakes and blunders of the games you review become practice positions (Game ▸ Review Last Game).</source>
        <translation>Nada para treinar ainda: os erros e erros graves das partidas que você revisa viram posições de treino (Jogo ▸ Revisar Última Partida).</translation>
    </message>
    <message>
        <source>Nothing to practise now: the next position comes back on {when}.</source>
        <translation>Nada para treinar agora: a próxima posição volta em {when}.</translation>
    </message>
    <message>
        <source>Practise now? The board you are playing will be lost.</source>
        <translation>Treinar agora? O tabuleiro que você está jogando será perdido.</translation>
    </message>
    <message>
        <source>Practise</source>
        <translation>Treinar</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Abandonar esta partida?</translation>
    </message>
    <message>
        <source>Start a new game? The board you are playing will be lost.</source>
        <translation>Começar uma nova partida? A partida em andamento será perdida.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nova Partida</translation>
    </message>
    <message>
        <source>Keep Playing</source>
        <translation>Continuar Jogando</translation>
    </message>
    <message>
        <source>Play on from move {move} as a practice game? The board you are playing will be lost.</source>
        <translation>Continuar da jogada {move} como treino? O tabuleiro que você está jogando será perdido.</translation>
    </message>
    <message>
        <source>Play On</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Play today&apos;s deal? The board you are playing will be lost.</source>
        <translation>Jogar a distribuição do dia? O tabuleiro que você está jogando será perdido.</translation>
    </message>
    <message>
        <source>Play Today&apos;s Deal</source>
        <translation>Jogar a Distribuição do Dia</translation>
    </message>
    <message>
        <source>Deal of {day}, replay · {mode} · game {number}</source>
        <translation>Distribuição de {day}, repetição · {mode} · partida {number}</translation>
    </message>
    <message>
        <source>Deal of {day} · {mode} · game {number}</source>
        <translation>Distribuição de {day} · {mode} · partida {number}</translation>
    </message>
    <message>
        <source>Practice · {mode}, from move {move}</source>
        <translation>Treino · {mode}, da jogada {move}</translation>
    </message>
    <message>
        <source>Practice · {mode} · game {number}, from move {move}</source>
        <translation>Treino · {mode} · partida {number}, da jogada {move}</translation>
    </message>
    <message>
        <source>{mode} · game {number}</source>
        <translation>{mode} · partida {number}</translation>
    </message>
    <message>
        <source>Deal of {day}, a replay: the day&apos;s result is your first game.</source>
        <translation>Distribuição de {day}, uma repetição: o resultado do dia é a sua primeira partida.</translation>
    </message>
    <message>
        <source>Deal of {day}: the day&apos;s result.</source>
        <translation>Distribuição de {day}: o resultado do dia.</translation>
    </message>
    <message>
        <source>The coach&apos;s score on this deal could not be worked out.</source>
        <translation>Não foi possível calcular a pontuação do treinador nesta distribuição.</translation>
    </message>
    <message>
        <source>The coach is still playing this deal.</source>
        <translation>O treinador ainda está jogando esta distribuição.</translation>
    </message>
    <message>
        <source>The coach, seeing no deal before it came: {score}, still playing after {refills} deals.</source>
        <translation>O treinador, sem ver nenhuma distribuição antes de chegar: {score}, ainda jogando depois de {refills} distribuições.</translation>
    </message>
    <message>
        <source>The coach, seeing no deal before it came: {score}.</source>
        <translation>O treinador, sem ver nenhuma distribuição antes de chegar: {score}.</translation>
    </message>
    <message>
        <source>Block Puzzle, deal of {day}, {mode}, game {number}: {score} points.</source>
        <translation>Block Puzzle, distribuição de {day}, {mode}, partida {number}: {score} pontos.</translation>
    </message>
    <message>
        <source>The coach: {score}.</source>
        <translation>O treinador: {score}.</translation>
    </message>
    <message>
        <source>(A replay.)</source>
        <translation>(Uma repetição.)</translation>
    </message>
    <message>
        <source>Copied to the clipboard: {text}</source>
        <translation>Copiado para a área de transferência: {text}</translation>
    </message>
    <message>
        <source>The result could not be put on the clipboard: {text}</source>
        <translation>Não foi possível pôr o resultado na área de transferência: {text}</translation>
    </message>
</context>
<context>
    <name>Modes</name>
    <message>
        <source>Classic</source>
        <translation>Clássico</translation>
    </message>
    <message>
        <source>Arcade</source>
        <translation>Arcade</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>best</source>
        <translation>melhor</translation>
    </message>
    <message>
        <source>good</source>
        <translation>boa</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisão</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erro</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>erro grave</translation>
    </message>
    <message numerus="yes">
        <source>Move {n} of {count}: you placed {piece} at row {row}, column {col}, %Ln points.</source>
        <translation>
            <numerusform>Jogada {n} de {count}: você colocou {piece} na linha {row}, coluna {col}, %Ln ponto.</numerusform>
            <numerusform>Jogada {n} de {count}: você colocou {piece} na linha {row}, coluna {col}, %Ln pontos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not judged yet.</source>
        <translation>Ainda não avaliada.</translation>
    </message>
    <message>
        <source>Best move.</source>
        <translation>A melhor jogada.</translation>
    </message>
    <message>
        <source>Best was row {row}, column {col}</source>
        <translation>A melhor era linha {row}, coluna {col}</translation>
    </message>
    <message>
        <source>Best was {piece} at row {row}, column {col}</source>
        <translation>A melhor era {piece} na linha {row}, coluna {col}</translation>
    </message>
    <message>
        <source>; after yours the other pieces fit nowhere</source>
        <translation>; depois da sua as outras peças não cabem em lugar nenhum</translation>
    </message>
    <message numerus="yes">
        <source>, which kept %n more places open</source>
        <translation>
            <numerusform>, que deixaria %n lugar a mais livre</numerusform>
            <numerusform>, que deixaria %n lugares a mais livres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, which scored %n more points</source>
        <translation>
            <numerusform>, que faria %n ponto a mais</numerusform>
            <numerusform>, que faria %n pontos a mais</numerusform>
        </translation>
    </message>
    <message>
        <source>, which left a tidier board</source>
        <translation>, que deixaria o tabuleiro mais arrumado</translation>
    </message>
    <message numerus="yes">
        <source>{best}{why}: {verdict}, %Ln points of value given up.</source>
        <translation>
            <numerusform>{best}{why}: {verdict}, custou %Ln ponto de valor.</numerusform>
            <numerusform>{best}{why}: {verdict}, custou %Ln pontos de valor.</numerusform>
        </translation>
    </message>
    <message>
        <source>These pieces&apos; luck: {p} of 100 (50 is average).</source>
        <translation>Sorte destas peças: {p} de 100 (50 é a média).</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jogada</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Peça</translation>
    </message>
    <message>
        <source>Row, column</source>
        <translation>Linha, coluna</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>not judged yet</source>
        <translation>ainda não avaliada</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Notice</source>
        <translation>Aviso</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Dispensar</translation>
    </message>
</context>
<context>
    <name>Pieces</name>
    <message>
        <source>top-left</source>
        <translation>no alto, à esquerda</translation>
    </message>
    <message>
        <source>top-right</source>
        <translation>no alto, à direita</translation>
    </message>
    <message>
        <source>bottom-left</source>
        <translation>embaixo, à esquerda</translation>
    </message>
    <message>
        <source>bottom-right</source>
        <translation>embaixo, à direita</translation>
    </message>
    <message>
        <source>a T of 4 cells</source>
        <translation>um T de 4 casas</translation>
    </message>
    <message>
        <source>an S of 4 cells</source>
        <translation>um S de 4 casas</translation>
    </message>
    <message>
        <source>a Z of 4 cells</source>
        <translation>um Z de 4 casas</translation>
    </message>
    <message>
        <source>a J of 4 cells</source>
        <translation>um J de 4 casas</translation>
    </message>
    <message>
        <source>an L of 4 cells</source>
        <translation>um L de 4 casas</translation>
    </message>
    <message>
        <source>pointing down</source>
        <translation>apontando para baixo</translation>
    </message>
    <message>
        <source>pointing left</source>
        <translation>apontando para a esquerda</translation>
    </message>
    <message>
        <source>pointing up</source>
        <translation>apontando para cima</translation>
    </message>
    <message>
        <source>pointing right</source>
        <translation>apontando para a direita</translation>
    </message>
    <message>
        <source>upright</source>
        <translation>em pé</translation>
    </message>
    <message>
        <source>lying flat</source>
        <translation>deitado</translation>
    </message>
    <message>
        <source>upside down</source>
        <translation>de cabeça para baixo</translation>
    </message>
    <message>
        <source>lying flat, turned back</source>
        <translation>deitado, virado para o outro lado</translation>
    </message>
    <message>
        <source>a single cell</source>
        <translation>uma casa só</translation>
    </message>
    <message numerus="yes">
        <source>a horizontal bar of %n cells</source>
        <translation>
            <numerusform>uma barra deitada de %n casa</numerusform>
            <numerusform>uma barra deitada de %n casas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a vertical bar of %n cells</source>
        <translation>
            <numerusform>uma barra em pé de %n casa</numerusform>
            <numerusform>uma barra em pé de %n casas</numerusform>
        </translation>
    </message>
    <message>
        <source>a 2 by 2 square</source>
        <translation>um quadrado de 2 por 2</translation>
    </message>
    <message>
        <source>a 3 by 3 square</source>
        <translation>um quadrado de 3 por 3</translation>
    </message>
    <message>
        <source>a small corner of 3 cells, its bend at the {corner}</source>
        <translation>um canto pequeno de 3 casas, com o vértice {corner}</translation>
    </message>
    <message>
        <source>a large corner of 5 cells, its bend at the {corner}</source>
        <translation>um canto grande de 5 casas, com o vértice {corner}</translation>
    </message>
    <message>
        <source>standing up</source>
        <translation>em pé</translation>
    </message>
    <message>
        <source>{shape}, {lie}</source>
        <translation>{shape}, {lie}</translation>
    </message>
    <message>
        <source>{shape}, {how}</source>
        <translation>{shape}, {how}</translation>
    </message>
</context>
<context>
    <name>PiecesModel</name>
    <message>
        <source>Piece</source>
        <translation>Peça</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>Distribuídas</translation>
    </message>
    <message>
        <source>Fair share</source>
        <translation>Esperado</translation>
    </message>
    <message>
        <source>Fair range (95 %)</source>
        <translation>Faixa esperada (95%)</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} a {high}</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>As the system asks</source>
        <translation>Seguir o sistema</translation>
    </message>
    <message>
        <source>Animations on</source>
        <translation>Animações ligadas</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <translation>Reduzir movimento</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Idioma do sistema</translation>
    </message>
    <message>
        <source>The system&apos;s colours</source>
        <translation>Cores do sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Escuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Ativar &amp;sons</translation>
    </message>
    <message>
        <source>&amp;Motion:</source>
        <translation>&amp;Movimento:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Cores:</translation>
    </message>
    <message>
        <source>Pieces &amp;turn in Arcade (from the next Arcade game)</source>
        <translation>As peças &amp;giram no Arcade (a partir da próxima partida Arcade)</translation>
    </message>
    <message>
        <source>&amp;Analyse my past games in the background, for Practice</source>
        <translation>&amp;Analisar minhas partidas antigas em segundo plano, para Treinar</translation>
    </message>
</context>
<context>
    <name>ProgressPage</name>
    <message>
        <source>Mo&amp;de:</source>
        <translation>Mo&amp;do:</translation>
    </message>
    <message>
        <source>Practice &amp;by theme</source>
        <translation>Tre&amp;ino por tema</translation>
    </message>
    <message>
        <source>Practice by theme</source>
        <translation>Treino por tema</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Posições</translation>
    </message>
    <message>
        <source>Tries</source>
        <translation>Tentativas</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Resolvidas</translation>
    </message>
    <message>
        <source>No reviewed game yet: open a game&apos;s review (Game ▸ Review Last Game) and its accuracy and luck are drawn here.</source>
        <translation>Nenhuma partida revisada ainda: abra a revisão de uma partida (Jogo ▸ Revisar Última Partida) e a precisão e a sorte dela aparecem aqui.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games reviewed. The last {count}: accuracy {accuracy} %, luck {luck} of 100.</source>
        <translation>
            <numerusform>%Ln partida revisada. As últimas {count}: precisão {accuracy}%, sorte {luck} de 100.</numerusform>
            <numerusform>%Ln partidas revisadas. As últimas {count}: precisão {accuracy}%, sorte {luck} de 100.</numerusform>
        </translation>
    </message>
    <message>
        <source>The {count} before: accuracy {accuracy} %.</source>
        <translation>As {count} anteriores: precisão {accuracy}%.</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>Accuracy and luck of each reviewed game</source>
        <translation>Precisão e sorte de cada partida revisada</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <source>Accuracy, average of {n}</source>
        <translation>Precisão, média de {n}</translation>
    </message>
    <message>
        <source>Luck, average of {n}</source>
        <translation>Sorte, média de {n}</translation>
    </message>
    <message>
        <source>Reviewed game</source>
        <translation>Partida revisada</translation>
    </message>
    <message>
        <source>Per cent</source>
        <translation>Por cento</translation>
    </message>
    <message>
        <source>Chart of the accuracy and luck of each reviewed game</source>
        <translation>Gráfico da precisão e da sorte de cada partida revisada</translation>
    </message>
</context>
<context>
    <name>RetryBar</name>
    <message>
        <source>Practice {i} of {n}, {theme}: from your game of {date}, move {move}. There you placed {piece} at row {row}, column {col}, a {verdict}.</source>
        <translation>Treino {i} de {n}, {theme}: da sua partida de {date}, jogada {move}. Ali você colocou {piece} na linha {row}, coluna {col} ({verdict}).</translation>
    </message>
    <message>
        <source>Retry {i} of {n}, move {move}: in the game you placed {piece} at row {row}, column {col}, a {verdict}.</source>
        <translation>Nova tentativa {i} de {n}, jogada {move}: na partida você colocou {piece} na linha {row}, coluna {col} ({verdict}).</translation>
    </message>
    <message>
        <source>The coach&apos;s move: {piece} at row {row}, column {col}.</source>
        <translation>A jogada do treinador: {piece} na linha {row}, coluna {col}.</translation>
    </message>
    <message>
        <source>As good as the coach&apos;s move.</source>
        <translation>Tão boa quanto a jogada do treinador.</translation>
    </message>
    <message>
        <source>Better than in the game: {verdict} (in the game, a {was}).</source>
        <translation>Melhor do que na partida: {verdict} (na partida: {was}).</translation>
    </message>
    <message>
        <source>Still a blunder.</source>
        <translation>Ainda um erro grave.</translation>
    </message>
    <message>
        <source>Still a mistake.</source>
        <translation>Ainda um erro.</translation>
    </message>
    <message>
        <source>Not kept: the coach&apos;s move was shown.</source>
        <translation>Não registrado: a jogada do treinador foi mostrada.</translation>
    </message>
    <message numerus="yes">
        <source>Solved: it comes back in %n days.</source>
        <translation>
            <numerusform>Resolvida: ela volta em %n dia.</numerusform>
            <numerusform>Resolvida: ela volta em %n dias.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not solved yet: it comes back in %n minutes.</source>
        <translation>
            <numerusform>Ainda não resolvida: ela volta em %n minuto.</numerusform>
            <numerusform>Ainda não resolvida: ela volta em %n minutos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Practised %n positions: {coach} as good as the coach&apos;s, {better} better than in the game, {still} still mistakes.</source>
        <translation>
            <numerusform>%n posição treinada: {coach} tão boa quanto a do treinador, {better} melhor do que na partida, {still} ainda erro.</numerusform>
            <numerusform>%n posições treinadas: {coach} tão boas quanto as do treinador, {better} melhores do que na partida, {still} ainda erros.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Retried %n of the game&apos;s mistakes: {coach} as good as the coach&apos;s, {better} better than in the game, {still} still mistakes.</source>
        <translation>
            <numerusform>%n erro da partida refeito: {coach} tão bom quanto o do treinador, {better} melhor do que na partida, {still} ainda erro.</numerusform>
            <numerusform>%n erros da partida refeitos: {coach} tão bons quanto os do treinador, {better} melhores do que na partida, {still} ainda erros.</numerusform>
        </translation>
    </message>
    <message>
        <source>Place a piece where you think best.</source>
        <translation>Coloque uma peça onde achar melhor.</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Treino</translation>
    </message>
    <message>
        <source>Ne&amp;xt Position</source>
        <translation>Pró&amp;xima Posição</translation>
    </message>
    <message>
        <source>Stop P&amp;ractising</source>
        <translation>&amp;Sair do Treino</translation>
    </message>
    <message>
        <source>Retry my mistakes</source>
        <translation>Refazer meus erros</translation>
    </message>
    <message>
        <source>&amp;Show the Coach&apos;s Move</source>
        <translation>&amp;Mostrar a Jogada do Treinador</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Tentar de Novo</translation>
    </message>
    <message>
        <source>Ne&amp;xt Mistake</source>
        <translation>Pró&amp;ximo Erro</translation>
    </message>
    <message>
        <source>Stop &amp;Retrying</source>
        <translation>&amp;Sair dos Erros</translation>
    </message>
</context>
<context>
    <name>ReviewTrayModel</name>
    <message>
        <source>Piece {n}: {shape}, placed at this move; the coach would place it elsewhere</source>
        <translation>Peça {n}: {shape}, colocada nesta jogada; o treinador a colocaria em outro lugar</translation>
    </message>
    <message>
        <source>Piece {n}: {shape}, placed at this move</source>
        <translation>Peça {n}: {shape}, colocada nesta jogada</translation>
    </message>
    <message>
        <source>Piece {n}: {shape}, the coach&apos;s choice</source>
        <translation>Peça {n}: {shape}, a escolha do treinador</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review of Game {number}</source>
        <translation>Revisão da Partida {number}</translation>
    </message>
    <message>
        <source>Review of a Game</source>
        <translation>Revisão de uma Partida</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: it was kept before the game kept the moves of every game, or its moves are damaged.</source>
        <translation>Esta partida não pode ser revisada: foi guardada antes de o jogo guardar as jogadas de cada partida, ou suas jogadas estão danificadas.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: no piece was placed.</source>
        <translation>Esta partida não pode ser revisada: nenhuma peça foi colocada.</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <source>Board at this move</source>
        <translation>Tabuleiro nesta jogada</translation>
    </message>
    <message>
        <source>Pieces at this move</source>
        <translation>Peças nesta jogada</translation>
    </message>
    <message>
        <source>Room after each move</source>
        <translation>Espaço depois de cada jogada</translation>
    </message>
    <message>
        <source>&amp;Stop Analysing</source>
        <translation>&amp;Parar a Análise</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Jogada Anterior</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Próxima Jogada</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>Primeira Jogada</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>Última Jogada</translation>
    </message>
    <message>
        <source>Play On from Here</source>
        <translation>Continuar Daqui</translation>
    </message>
    <message>
        <source>&amp;Play On from Here</source>
        <translation>&amp;Continuar Daqui</translation>
    </message>
    <message>
        <source>Play this game on from this move as a practice game: it is not counted.</source>
        <translation>Continuar esta partida a partir desta jogada como treino: não conta.</translation>
    </message>
    <message>
        <source>Retry My &amp;Mistakes</source>
        <translation>Refazer Meus &amp;Erros</translation>
    </message>
    <message>
        <source>Place the pieces again at each of the game&apos;s mistakes and blunders.</source>
        <translation>Coloque as peças de novo em cada erro e erro grave da partida.</translation>
    </message>
    <message>
        <source>Your mistakes will be retried when the analysis has found them.</source>
        <translation>Seus erros serão refeitos quando a análise os encontrar.</translation>
    </message>
    <message>
        <source>No mistakes or blunders in this game: nothing to retry.</source>
        <translation>Nenhum erro nem erro grave nesta partida: nada a refazer.</translation>
    </message>
    <message numerus="yes">
        <source>The analysis could not start; %Ln of {total} moves were judged.</source>
        <translation>
            <numerusform>A análise não pôde começar; jogadas avaliadas: %Ln de {total}.</numerusform>
            <numerusform>A análise não pôde começar; jogadas avaliadas: %Ln de {total}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The analysis stopped answering and was stopped; %Ln of {total} moves were judged.</source>
        <translation>
            <numerusform>A análise parou de responder e foi interrompida; jogadas avaliadas: %Ln de {total}.</numerusform>
            <numerusform>A análise parou de responder e foi interrompida; jogadas avaliadas: %Ln de {total}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The analysis stopped unexpectedly; %Ln of {total} moves were judged.</source>
        <translation>
            <numerusform>A análise parou inesperadamente; jogadas avaliadas: %Ln de {total}.</numerusform>
            <numerusform>A análise parou inesperadamente; jogadas avaliadas: %Ln de {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seeing no deal before it came, the coach scored {score} on this deal.</source>
        <translation>Sem ver nenhuma distribuição antes de chegar, o treinador fez {score} nesta distribuição.</translation>
    </message>
    <message>
        <source>Analysis stopped: moves not judged are marked with three dots.</source>
        <translation>Análise interrompida: as jogadas não avaliadas ficam com reticências.</translation>
    </message>
    <message numerus="yes">
        <source>Retried %n times; the last retry: {verdict}.</source>
        <translation>
            <numerusform>Refeita %n vez; a última tentativa: {verdict}.</numerusform>
            <numerusform>Refeita %n vezes; a última tentativa: {verdict}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score {score}.</source>
        <translation>Pontuação {score}.</translation>
    </message>
    <message>
        <source>The room each move left. Triangles: your biggest losses; squares: the unluckiest deals.</source>
        <translation>O espaço que cada jogada deixou. Triângulos: suas maiores perdas; marcas quadradas: as distribuições mais azaradas.</translation>
    </message>
    <message>
        <source>Accuracy {accuracy} %.</source>
        <translation>Precisão {accuracy}%.</translation>
    </message>
    <message>
        <source>Luck {luck} of 100 (50 is average).</source>
        <translation>Sorte {luck} de 100 (50 é a média).</translation>
    </message>
    <message>
        <source>Knowing every deal in advance, the coach reached {score} on the same deals and was still alive.</source>
        <translation>Sabendo cada distribuição de antemão, o treinador chegou a {score} nas mesmas distribuições e ainda podia jogar.</translation>
    </message>
    <message>
        <source>Knowing every deal in advance, the coach reached {score} on the same deals, and then no piece fitted.</source>
        <translation>Sabendo cada distribuição de antemão, o treinador chegou a {score} nas mesmas distribuições, e então nenhuma peça coube.</translation>
    </message>
    <message numerus="yes">
        <source>Analysing: %Ln of the moves judged.</source>
        <translation>
            <numerusform>Analisando. Jogadas avaliadas: %Ln.</numerusform>
            <numerusform>Analisando. Jogadas avaliadas: %Ln.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>The game you were playing could not be read, so a new game has begun. Your statistics are kept.</source>
        <translation>Não foi possível ler a partida que você estava jogando, então uma nova partida começou. Suas estatísticas foram mantidas.</translation>
    </message>
    <message>
        <source>Some saved data could not be read and was set aside in {file}. Everything that could be read was kept.</source>
        <translation>Alguns dados salvos não puderam ser lidos e foram guardados à parte em {file}. Tudo o que pôde ser lido foi mantido.</translation>
    </message>
    <message numerus="yes">
        <source>Your game history could not be read and was set aside in {file}. %n games could still be read and were kept.</source>
        <translation>
            <numerusform>Seu histórico de partidas não pôde ser lido e foi guardado à parte em {file}. %n partida ainda pôde ser lida e foi mantida.</numerusform>
            <numerusform>Seu histórico de partidas não pôde ser lido e foi guardado à parte em {file}. %n partidas ainda puderam ser lidas e foram mantidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Some saved data in {file} could not be read, and the file could not be copied aside ({why}). It is left as it was: nothing will be saved to it, but you can keep playing.</source>
        <translation>Alguns dados salvos em {file} não puderam ser lidos, e o arquivo não pôde ser copiado à parte ({why}). Ele fica como estava: nada será salvo nele, mas você pode continuar jogando.</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>ilegível</translation>
    </message>
    <message>
        <source>Your game history ({file}) was written by a newer version of Block Puzzle. It is shown as it is and left unchanged; the games you play now count until you quit.</source>
        <translation>Seu histórico de partidas ({file}) foi gravado por uma versão mais nova do Block Puzzle. Ele é mostrado como está e não é alterado; as partidas que você jogar agora contam até você sair.</translation>
    </message>
    <message>
        <source>Your game history cannot be saved ({why}). The games you play now count until you quit.</source>
        <translation>Seu histórico de partidas não pode ser salvo ({why}). As partidas que você jogar agora entram nas estatísticas, mas só até você fechar o jogo.</translation>
    </message>
    <message>
        <source>Your progress cannot be saved ({why}). You can keep playing.</source>
        <translation>Seu progresso não pode ser salvo ({why}). Você pode continuar jogando.</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source> by </source>
        <comment>3×3 said</comment>
        <translation> por </translation>
    </message>
    <message>
        <source>, then </source>
        <comment>a path through menus and tabs, said</comment>
        <translation>, depois </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Games played</source>
        <comment>the list of games</comment>
        <translation>Lista de partidas</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>&amp;Review This Game</source>
        <translation>&amp;Revisar Esta Partida</translation>
    </message>
    <message>
        <source>&amp;Progress</source>
        <translation>Pro&amp;gresso</translation>
    </message>
    <message>
        <source>Dail&amp;y</source>
        <translation>Di&amp;as</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>nenhum ainda</translation>
    </message>
    <message>
        <source>{mode}, {heading}: {value}</source>
        <translation>{mode}, {heading}: {value}</translation>
    </message>
    <message>
        <source>No {mode} game has been played yet.</source>
        <translation>Nenhuma partida no modo {mode} foi jogada ainda.</translation>
    </message>
    <message numerus="yes">
        <source>{mode}: %Ln games played.</source>
        <translation>
            <numerusform>{mode}: %Ln partida jogada.</numerusform>
            <numerusform>{mode}: %Ln partidas jogadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last %n average {average}; the best, {best}, was on {day}.</source>
        <translation>
            <numerusform>A última teve {average} pontos; a melhor, {best}, foi {day}.</numerusform>
            <numerusform>As últimas %n têm média de {average}; a melhor, {best}, foi {day}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score of every game</source>
        <translation>Pontos de cada partida</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Best so far</source>
        <translation>Recorde até então</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>How often each score</source>
        <translation>Frequência de cada pontuação</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Score, in steps of {width}</source>
        <translation>Pontuação, em faixas de {width}</translation>
    </message>
    <message>
        <source>Chart of the score of every {mode} game</source>
        <translation>Gráfico dos pontos de cada partida no modo {mode}</translation>
    </message>
    <message>
        <source>Histogram of {mode} scores</source>
        <translation>Histograma das pontuações no modo {mode}</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Falha ao exportar</translation>
    </message>
    <message>
        <source>The games could not be exported to {file}: {why}.</source>
        <translation>Não foi possível exportar as partidas para {file}: {why}.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Export the games as CSV</source>
        <translation>Exportar as partidas como CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>Zerar as estatísticas?</translation>
    </message>
    <message>
        <source>Forget every game played, the best scores and the play time, in both modes?</source>
        <translation>Apagar o registro de todas as partidas, os recordes e o tempo de jogo, nos dois modos?</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zerar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Forget my practice positions too</source>
        <translation>Esquecer também minhas posições de treino</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>&amp;Totals</source>
        <translation>&amp;Totais</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clássico</translation>
    </message>
    <message>
        <source>Arcade</source>
        <translation>Arcade</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partidas jogadas</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Melhor pontuação</translation>
    </message>
    <message>
        <source>Lines cleared</source>
        <translation>Linhas eliminadas</translation>
    </message>
    <message>
        <source>Play time</source>
        <translation>Tempo de jogo</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Pontuação média</translation>
    </message>
    <message>
        <source>Average lines per game</source>
        <translation>Média de linhas por partida</translation>
    </message>
    <message>
        <source>A game counts when it ends, or when you start a new one after placing a piece.</source>
        <translation>Uma partida conta quando termina, ou quando você começa outra depois de colocar uma peça.</translation>
    </message>
    <message>
        <source>&amp;Scores</source>
        <translation>&amp;Pontuações</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Modo:</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>Pa&amp;rtidas</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Re&amp;visar…</translation>
    </message>
    <message>
        <source>&amp;Export as CSV…</source>
        <translation>&amp;Exportar como CSV…</translation>
    </message>
    <message>
        <source>&amp;Fairness</source>
        <translation>Sorteio &amp;justo</translation>
    </message>
    <message>
        <source>M&amp;ode:</source>
        <translation>M&amp;odo:</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>&amp;Zerar Estatísticas…</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>the order of the pieces matters</source>
        <translation>a ordem das peças importa</translation>
    </message>
    <message>
        <source>two lines at once</source>
        <translation>duas linhas de uma vez</translation>
    </message>
    <message>
        <source>keep room for the 3×3</source>
        <translation>guarde espaço para o 3×3</translation>
    </message>
    <message>
        <source>no single holes</source>
        <translation>nada de buracos isolados</translation>
    </message>
    <message>
        <source>the big piece first</source>
        <translation>a peça grande primeiro</translation>
    </message>
    <message>
        <source>keep room for the next pieces</source>
        <translation>guarde espaço para as próximas peças</translation>
    </message>
</context>
<context>
    <name>TrayModel</name>
    <message>
        <source>Piece {n}: used</source>
        <translation>Peça {n}: usada</translation>
    </message>
    <message>
        <source>Piece {n}: {shape}, selected</source>
        <translation>Peça {n}: {shape}, selecionada</translation>
    </message>
    <message>
        <source>Piece {n}: {shape}</source>
        <translation>Peça {n}: {shape}</translation>
    </message>
</context>
<context>
    <name>TrayView</name>
    <message>
        <source>Tray</source>
        <translation>Bandeja</translation>
    </message>
    <message>
        <source>The 3 pieces to place. Press 1, 2 or 3 to select one.</source>
        <translation>As 3 peças a colocar. Aperte 1, 2 ou 3 para selecionar uma.</translation>
    </message>
</context>
</TS>
