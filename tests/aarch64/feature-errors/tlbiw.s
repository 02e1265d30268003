// without tlbiw: each line is rejected
tlbi	vmallws2e1is
tlbi	vmallws2e1os
tlbi	vmallws2e1
