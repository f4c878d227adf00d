// @airlock/core/initialState: what the widget shows before it runs, read from storage with no
// dependency (issue 10: the Connect button paints before xstate, effect and the adapters load).
export {
  type InitialConnectionStatus,
  type InitialState,
  type ReadInitialStateOptions,
  readInitialState,
} from '../initialState/readInitialState'
