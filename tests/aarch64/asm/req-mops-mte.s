// mattr: +mops,+mte
// instructions llvm-mc 19 takes only with: mops mte
setge	[x9]!, x22!, x11
setgen	[x20]!, x7!, x0
setget	[x15]!, x29!, x25
setgetn	[x28]!, x27!, x9
setgm	[x26]!, x3!, x27
setgmn	[x27]!, x1!, x7
setgmt	[x0]!, x2!, x14
setgmtn	[x13]!, x18!, x6
setgp	[x23]!, x20!, x25
setgpn	[x5]!, x15!, x30
setgpt	[x26]!, x19!, x14
setgptn	[x19]!, x30!, x22
