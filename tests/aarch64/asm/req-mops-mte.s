// mattr: +mops,+mte
// instructions llvm-mc 19 takes only with: mops mte
setge	[x5]!, x4!, x23
setgen	[x0]!, x9!, x30
setget	[x17]!, x7!, x21
setgetn	[x24]!, x25!, x2
setgm	[x9]!, x8!, x14
setgmn	[x3]!, x28!, x1
setgmt	[x17]!, x1!, x2
setgmtn	[x9]!, x30!, x21
setgp	[x17]!, x19!, x25
setgpn	[x27]!, x3!, x6
setgpt	[x11]!, x5!, x21
setgptn	[x10]!, x1!, x24
