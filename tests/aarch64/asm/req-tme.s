// mattr: +tme
// instructions llvm-mc 19 takes only with: tme
tcancel	#0xefc5
tcommit
tstart	x14
ttest	x11
