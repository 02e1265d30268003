// mattr: +mops,+mte
// instructions llvm-mc 19 takes only with: mops mte
setge	[x20]!, x0!, x3
setgen	[x8]!, x10!, x4
setget	[x23]!, x28!, x14
setgetn	[x13]!, x5!, x23
setgm	[x16]!, x4!, x28
setgmn	[x5]!, x29!, x28
setgmt	[x17]!, x21!, x30
setgmtn	[x18]!, x27!, x13
setgp	[x14]!, x6!, x29
setgpn	[x9]!, x11!, x22
setgpt	[x13]!, x22!, x3
setgptn	[x6]!, x25!, x12
