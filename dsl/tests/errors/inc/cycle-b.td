// Helper for include-cycle.td: includes cycle-a.td, closing the cycle.
include "cycle-a.td"
def SP : Register<"sp">;
