// mattr: +mops,+mte
// instructions llvm-mc 19 takes only with: mops mte
setge	[x5]!, x0!, x28
setgen	[x10]!, x7!, x6
setget	[x23]!, x26!, x17
setgetn	[x23]!, x12!, x30
setgm	[x14]!, x10!, xzr
setgmn	[x15]!, x9!, x30
setgmt	[x11]!, x30!, x25
setgmtn	[x14]!, x27!, x2
setgp	[x1]!, x8!, x30
setgpn	[x2]!, x7!, x13
setgpt	[x5]!, x0!, xzr
setgptn	[x11]!, x20!, x16
