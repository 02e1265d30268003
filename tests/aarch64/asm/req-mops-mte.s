// mattr: +mops,+mte
// instructions llvm-mc 19 takes only with: mops mte
setge	[x6]!, x4!, x20
setgen	[x22]!, x27!, x29
setget	[x14]!, x13!, x18
setgetn	[x13]!, x25!, xzr
setgm	[x18]!, x10!, x14
setgmn	[x18]!, x1!, x6
setgmt	[x23]!, x28!, x8
setgmtn	[x4]!, x9!, x10
setgp	[x28]!, x8!, x25
setgpn	[x2]!, x27!, x29
setgpt	[x5]!, x20!, x16
setgptn	[x5]!, x25!, x20
