// mattr: +mops,+mte
// instructions llvm-mc 19 takes only with: mops mte
setge	[x8]!, x11!, x10
setgen	[x28]!, x1!, x17
setget	[x4]!, x8!, x14
setgetn	[x18]!, x30!, x23
setgm	[x19]!, x27!, x29
setgmn	[x5]!, x6!, x19
setgmt	[x18]!, x25!, x29
setgmtn	[x24]!, x23!, x22
setgp	[x18]!, x14!, x2
setgpn	[x20]!, x28!, x9
setgpt	[x23]!, x12!, x11
setgptn	[x7]!, x19!, x11
