// without tme: each line is rejected
tcancel	#0xd025
tcommit
tstart	x5
ttest	x19
