#!/usr/bin/env node
// Plays one game of pnengine against itself through @sabaki/gtp, the GTP library of the Sabaki
// GUI, the way Sabaki drives an engine: a Controller spawns the engine (or a StreamController
// talks to a `pnengine serve` over TCP), a ControllerStateTracker syncs the board (boardsize,
// komi, the moves so far, in Go's letters), then genmove alternates until both sides pass.
//
//   node play.js [--jar PATH] [--game "gomoku coords=gtp"] [--size 15] [--moves "H8 J9"] [--move-time 0.2]
//   node play.js --tcp 127.0.0.1:9610 --game Othello --size 8 --moves "F5 F6"   # a running `pnengine serve`
//
// --moves are the opening moves the board sync plays, Black first, in the controller's letters.
//
// Exits with 0 after a clean game (final_score answered), 1 on any engine error.

const net = require('net')
const path = require('path')
const {Controller, StreamController, ControllerStateTracker} = require('@sabaki/gtp')

function options(argv) {
  const o = {
    jar: path.join(__dirname, '..', '..', 'target', 'pnengine.jar'),
    game: 'gomoku coords=gtp',
    size: 15,
    moveTime: '0.2',
    moves: 'H8 J9',
    tcp: null,
  }
  for (let i = 0; i < argv.length; i += 2) {
    const [k, v] = [argv[i], argv[i + 1]]
    if (k === '--jar') o.jar = v
    else if (k === '--game') o.game = v
    else if (k === '--size') o.size = +v
    else if (k === '--move-time') o.moveTime = v
    else if (k === '--moves') o.moves = v
    else if (k === '--tcp') o.tcp = v
    else throw new Error(`unknown option ${k}`)
  }
  return o
}

async function send(controller, line) {
  const [name, ...args] = line.split(' ')
  const res = await controller.sendCommand({name, args})
  console.log(`> ${line}\n${res.error ? '?' : '='} ${res.content}`)
  if (res.error) throw new Error(`${line}: ${res.content}`)
  return res.content
}

async function main() {
  const o = options(process.argv.slice(2))
  let controller
  let socket = null
  if (o.tcp) {
    const [host, port] = o.tcp.split(':')
    socket = net.connect(+port, host)
    await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject))
    controller = new StreamController(socket, socket)
  } else {
    // What Sabaki's engine dialog holds: path `java`, arguments as below (split like a shell).
    controller = new Controller('java', ['-jar', o.jar, 'stdio', '--game', o.game, '--move-time', o.moveTime])
    controller.start()
  }
  try {
    await send(controller, 'name')
    await send(controller, 'version')
    if (o.tcp) await send(controller, `set_game ${o.game}`)
    await send(controller, `pn-player mcts-solver movetime=${o.moveTime}`)

    // Sabaki's board sync: size, komi and the opening moves, in Go's letters (J is the 9th column).
    const tracker = new ControllerStateTracker(controller)
    const opening = o.moves.split(/\s+/).filter((m) => m !== '')
    await tracker.sync({
      boardsize: [o.size, o.size],
      komi: 0,
      history: opening.map((m, i) => ({name: 'play', args: [i % 2 === 0 ? 'B' : 'W', m]})),
    })
    await send(controller, 'showboard')

    // genmove alternates, as Sabaki's engine-vs-engine mode does, until two passes in a row.
    let color = opening.length % 2 === 0 ? 'B' : 'W'
    let passes = 0
    for (let ply = 0; passes < 2 && ply < 400; ply++) {
      const move = await send(controller, `genmove ${color}`)
      passes = move.toLowerCase() === 'pass' ? passes + 1 : 0
      color = color === 'B' ? 'W' : 'B'
    }
    await send(controller, 'showboard')
    await send(controller, 'final_score')
    await send(controller, 'cputime')
    await send(controller, 'quit')
  } finally {
    if (socket) socket.end()
    else await controller.stop()
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`error: ${err.message}`)
    process.exit(1)
  },
)
