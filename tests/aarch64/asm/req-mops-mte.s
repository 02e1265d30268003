// mattr: +mops,+mte
// instructions llvm-mc 19 takes only with: mops mte
setge	[x12]!, x7!, x16
setgen	[x25]!, x22!, x13
setget	[x17]!, x12!, x8
setgetn	[x4]!, x7!, x13
setgm	[x21]!, x8!, x17
setgmn	[x19]!, x8!, x7
setgmt	[x28]!, x7!, x27
setgmtn	[x18]!, x24!, x20
setgp	[x27]!, x5!, x4
setgpn	[x11]!, x4!, x3
setgpt	[x29]!, x30!, x22
setgptn	[x18]!, x3!, x25
